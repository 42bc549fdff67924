// 'Recent Matchups': the selected week's games (docs/screens/home.md §2). Each team shows its name,
// abbreviation badge (never an image) and score, with 'Week N' between them and the game's
// description as its date text; 'Week N' is the link to the game's page.
import type { UseQueryResult } from '@tanstack/react-query';
import type { WeekMatchup, WeekMatchupsResponse } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { formatPoints, ownTeamAttributes, OwnTeamMark, TeamBadge } from 'shared-ui';
import styled from 'styled-components';
import { GameMiddle, GameSide, GamesPanel, MatchupLink, TeamName } from './game-list';

/** docs/screens/home.md §5: skeleton blocks while the week loads. */
export const MATCHUP_SKELETONS = 3;
export const NO_MATCHUPS = 'No matchups available';

const Score = styled.span<{ $winner: boolean }>`
  grid-area: score;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ $winner }) => ($winner ? 700 : 400)};
  font-variant-numeric: tabular-nums;
`;

const score = (points: number | null) => (points === null ? '-' : formatPoints(points));

function MatchupRow({ game: matchup }: { game: WeekMatchup }) {
  const ownTeamId = useOwnTeamId();
  const { homeTeam, awayTeam, home_team_score: home, away_team_score: away } = matchup;
  const played = home !== null && away !== null;
  const sides = [
    { team: homeTeam, points: home, winner: played && home > away, away: false },
    { team: awayTeam, points: away, winner: played && away > home, away: true },
  ];
  const [homeSide, awaySide] = sides.map(({ team, points, winner, away: isAway }) => (
    <GameSide key={team.id} $away={isAway} {...ownTeamAttributes(team.id === ownTeamId)}>
      <TeamBadge abbreviation={team.abbreviation} />
      <TeamName>
        {team.name}
        {team.id === ownTeamId && <OwnTeamMark />}
      </TeamName>
      <Score $winner={winner}>{score(points)}</Score>
    </GameSide>
  ));
  return (
    <li>
      {homeSide}
      <GameMiddle>
        <MatchupLink game={matchup} words={`Week ${matchup.week_number}`} />
        {matchup.description && <small>{matchup.description}</small>}
      </GameMiddle>
      {awaySide}
    </li>
  );
}

export function RecentMatchups({ week, query }: { week: number; query: UseQueryResult<WeekMatchupsResponse> }) {
  return (
    <GamesPanel
      id="recent-matchups"
      title="Recent Matchups"
      subtitle={`Week ${week}`}
      query={query}
      emptyText={NO_MATCHUPS}
      skeletons={MATCHUP_SKELETONS}
      listLabel={`Week ${week} matchups`}
      row={MatchupRow}
    />
  );
}
