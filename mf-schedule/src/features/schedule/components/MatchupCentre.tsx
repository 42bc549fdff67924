// The middle of a schedule row: the score of a completed game, or the 'Upcoming' badge; either
// is the link to the game's page, `/matchups/<id>` (docs/screens/schedule.md §2; the path is
// the dashboard's: remotes meet at run time, so it is written here).
import { Link } from 'react-router-dom';
import type { ScheduleMatchup } from 'shared-contracts';
import { Badge } from 'shared-ui';
import styled from 'styled-components';
import { matchupCentre, UPCOMING } from '../model/matchup-centre';

const Score = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const GameLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  color: inherit;
  text-underline-offset: 0.2em;
`;

export function MatchupCentre({ matchup }: { matchup: ScheduleMatchup }) {
  const centre = matchupCentre(matchup);
  const words = centre.kind === 'score' ? centre.text : UPCOMING;
  return (
    <GameLink
      to={`/matchups/${matchup.id}`}
      aria-label={`${words}: ${matchup.homeTeam.name} vs ${matchup.awayTeam.name}`}
    >
      {centre.kind === 'score' ? (
        <Score data-testid="matchup-score">{centre.text}</Score>
      ) : (
        <Badge variant="outline">{UPCOMING}</Badge>
      )}
    </GameLink>
  );
}
