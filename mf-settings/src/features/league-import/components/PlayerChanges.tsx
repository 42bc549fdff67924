// Every change to a player's team a roster import would make, before it makes it: a player
// on another team's Yahoo roster moves (a keeper only when ticked), and a player on no Yahoo
// roster keeps his team unless the commissioner frees them (a keeper only when ticked too).
import type { PlayerTeamChange } from 'shared-contracts/provider-setup';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import styled from 'styled-components';
import { Muted } from '../../../components/form-layout';

const Scroll = styled.div`
  max-height: 24rem;
  overflow: auto;
  margin-top: ${({ theme }) => theme.spacing.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

const team = (name: string | null) => name ?? 'Free agent';

export type PlayerChoices = {
  moveKeepers: ReadonlySet<number>;
  releaseUnrostered: boolean;
  /** Players whose change undoing a trade made in the app takes the provider's answer. */
  takeProvider: ReadonlySet<number>;
};

export function PlayerChanges({
  changes,
  choices,
  onTickKeeper,
  onReleaseUnrostered,
  provider,
}: {
  /** The name of the league's provider ('Yahoo', 'Sleeper'). */
  provider: string;
  changes: readonly PlayerTeamChange[];
  choices: PlayerChoices;
  onTickKeeper: (playerId: number, ticked: boolean) => void;
  onReleaseUnrostered: (release: boolean) => void;
}) {
  if (changes.length === 0) return <Muted>No player changes team.</Muted>;
  const releases = changes.filter((change) => change.kind === 'release').length;
  const willChange = (change: PlayerTeamChange) =>
    (!change.undoesTrade || choices.takeProvider.has(change.playerId)) &&
    (change.kind === 'move'
      ? !change.isKeeper || choices.moveKeepers.has(change.playerId)
      : choices.releaseUnrostered && (!change.isKeeper || choices.moveKeepers.has(change.playerId)));
  return (
    <>
      {releases > 0 && (
        <Option>
          <Checkbox
            checked={choices.releaseUnrostered}
            onChange={(event) => onReleaseUnrostered(event.currentTarget.checked)}
          />
          Free the {releases} player{releases === 1 ? '' : 's'} no {provider} roster holds (keepers only when ticked)
        </Option>
      )}
      <Scroll tabIndex={0} role="region" aria-label="Changes to players' teams">
        <Table>
          <caption>Changes to players' teams</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Player</TableHead>
              <TableHead scope="col">From</TableHead>
              <TableHead scope="col">To</TableHead>
              <TableHead scope="col">Import</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.playerId}>
                <TableHead scope="row">
                  {change.name}
                  {change.isKeeper ? ' (keeper)' : ''}
                </TableHead>
                <TableCell>{team(change.from)}</TableCell>
                <TableCell>{change.kind === 'release' ? `On no ${provider} roster` : team(change.to)}</TableCell>
                <TableCell>
                  {change.isKeeper ? (
                    <Option>
                      <Checkbox
                        checked={choices.moveKeepers.has(change.playerId)}
                        disabled={change.kind === 'release' && !choices.releaseUnrostered}
                        onChange={(event) => onTickKeeper(change.playerId, event.currentTarget.checked)}
                      />
                      {change.kind === 'move' ? `Move ${change.name}` : `Free ${change.name}`}
                    </Option>
                  ) : willChange(change) ? (
                    change.kind === 'move' ? (
                      'Moves'
                    ) : (
                      'Freed'
                    )
                  ) : change.undoesTrade ? (
                    'Keeps his team (traded here)'
                  ) : (
                    'Keeps his team'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Scroll>
    </>
  );
}
