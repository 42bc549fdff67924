// Each team's ping pong balls for the year's draft lottery: its abbreviation and 'N ball(s)';
// the member's own team marked (docs/web.md §12).
import { useOwnTeamId } from 'shared-auth';
import type { PingPongBallEntry } from 'shared-contracts';
import { OwnTeamMark, ownTeamAttributes } from 'shared-ui';
import styled from 'styled-components';
import { cardGrid } from './card-grid';
import { ballCountLabel, teamAbbreviation, type TeamsById } from '../model/pick-labels';

const Grid = styled.ul`
  ${cardGrid('7rem')}
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Abbreviation = styled.span`
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function PingPongBallsGrid({ balls, teams }: { balls: readonly PingPongBallEntry[]; teams: TeamsById }) {
  const ownTeamId = useOwnTeamId();
  return (
    <Grid aria-label="Ping pong balls by team">
      {balls.map((entry) => (
        <Cell key={entry.id} data-team-id={entry.teamId} {...ownTeamAttributes(entry.teamId === ownTeamId)}>
          <Abbreviation>
            {teamAbbreviation(teams, entry.teamId)}
            {entry.teamId === ownTeamId && <OwnTeamMark />}
          </Abbreviation>
          <Count>{ballCountLabel(entry.quantity)}</Count>
        </Cell>
      ))}
    </Grid>
  );
}
