// The league's own teams no Yahoo team is linked to, when the import would add Yahoo's teams
// beside them: the league would hold two sets of teams (the own ones with no games, yet in
// the standings and the draft lottery). The commissioner links them first (the button moves
// focus to the Link Teams card), or ticks that Yahoo's teams are wanted as new teams anyway.
import type { OwnTeamsLeftOut } from 'shared-contracts/provider-setup';
import { Button, Checkbox } from 'shared-ui';
import styled from 'styled-components';
import { WarningBox } from './warning-box';
import { focusLinkTeams } from '../../../lib/link-teams-anchor';

const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
`;

export function OwnTeamsWarning({
  ownTeams,
  addBeside,
  onAddBeside,
  provider,
  canLink,
}: {
  /** The name of the league's provider ('Yahoo', 'Sleeper'). */
  provider: string;
  /** Whether the Link Teams card is there (Yahoo's; a Sleeper import links teams itself). */
  canLink: boolean;
  ownTeams: OwnTeamsLeftOut;
  addBeside: boolean;
  onAddBeside: (add: boolean) => void;
}) {
  const count = ownTeams.unlinked.length;
  return (
    <WarningBox role="group" aria-labelledby="own-teams-warning">
      <p id="own-teams-warning">
        <strong>
          {count === 1 ? "1 of the league's own teams is" : `${count} of the league's own teams are`} linked to no{' '}
          {provider} team: {ownTeams.unlinked.join(', ')}.
        </strong>{' '}
        Importing now would add {provider}'s {ownTeams.newTeams} teams beside them.
        {canLink && ` Link each to its ${provider} team in the Link Teams card first, then preview again.`}
      </p>
      {canLink && (
        <Button variant="outline" onClick={() => focusLinkTeams()}>
          Go to Link Teams
        </Button>
      )}
      <Option>
        <Checkbox checked={addBeside} onChange={(event) => onAddBeside(event.currentTarget.checked)} />
        Add {provider}'s {ownTeams.newTeams} teams as new teams beside the league's own
      </Option>
    </WarningBox>
  );
}
