// A team's players with a Keep box each: checking one declares him at once (the server
// decides; a refusal shows in its words). Ineligible players show why and cannot be checked.
import { type Player } from 'shared-contracts';
import { keeperCost } from 'shared-contracts/keeper-cost';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from 'shared-ui';
import styled from 'styled-components';
import { useDeclareKeeper } from '../api/keepers-api';
import { type KeeperRule } from 'shared-contracts/keepers';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: min(60vh, 32rem);
  overflow: auto;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    flex: 1;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface ChooseKeepersDialogProps {
  season: number;
  teamName: string;
  rule: KeeperRule;
  /** The team's players in the season's book. */
  players: readonly Player[];
  keeperCount: number;
}

export function ChooseKeepersDialog({ season, teamName, rule, players, keeperCount }: ChooseKeepersDialogProps) {
  const declare = useDeclareKeeper(season);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Choose keepers for ${teamName}`}>
          Choose keepers
        </Button>
      </DialogTrigger>
      <DialogContent style={{ width: 'min(36rem, calc(100vw - 2rem))' }}>
        <DialogHeader>
          <DialogTitle>Keepers for {teamName}</DialogTitle>
          <DialogDescription>
            {keeperCount} of {rule.maxKeepersPerTeam} chosen. A keeper costs his price below in {season + 1}.
          </DialogDescription>
        </DialogHeader>
        {players.length === 0 ? (
          <p>This team has no players in the {season} book.</p>
        ) : (
          // Focusable: a long roster scrolls, and the keyboard must be able to scroll it too.
          <List aria-label={`${teamName} players`} tabIndex={0}>
            {players.map((player) => {
              const result = keeperCost(player, rule);
              const busy = declare.isPending && declare.variables?.playerId === player.id;
              return (
                <li key={player.id}>
                  <label>
                    <Checkbox
                      checked={player.isKeeper}
                      disabled={busy || (!player.isKeeper && !result.eligible)}
                      onChange={(event) =>
                        declare.mutate({ playerId: player.id, name: player.name, isKeeper: event.target.checked })
                      }
                    />
                    <span>
                      Keep {player.name} <small>({player.position})</small>
                    </span>
                  </label>
                  <small>
                    {result.eligible ? `$${result.cost} in ${season + 1}` : `Not eligible: ${result.reason}`}
                  </small>
                </li>
              );
            })}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
