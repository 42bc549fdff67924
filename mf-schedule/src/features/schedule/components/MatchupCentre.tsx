// The middle of a schedule row: the score of a completed game, or the 'Upcoming' badge.
import type { ScheduleMatchup } from 'shared-contracts';
import { Badge } from 'shared-ui';
import styled from 'styled-components';
import { matchupCentre, UPCOMING } from '../model/matchup-centre';

const Score = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function MatchupCentre({ matchup }: { matchup: ScheduleMatchup }) {
  const centre = matchupCentre(matchup);
  return centre.kind === 'score' ? (
    <Score data-testid="matchup-score">{centre.text}</Score>
  ) : (
    <Badge variant="outline">{UPCOMING}</Badge>
  );
}
