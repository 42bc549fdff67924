// 'Upcoming Games': next week's games (docs/screens/home.md §2): the team names, with each team's
// badge image when it has one. There is no week after 18, so none is asked for then. When
// the week chosen is in the past, next week may be played already: a game with a score shows
// it ('home – away', the winner's in bold) instead of 'vs', so it never reads as still to come.
// The score or 'vs' is the link to the game's page.
import type { UseQueryResult } from '@tanstack/react-query';
import type { WeekMatchup, WeekMatchupsResponse } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { formatPoints, ownTeamAttributes, OwnTeamMark, TeamBadge } from 'shared-ui';
import styled from 'styled-components';
import { GameMiddle, GameSide, GamesPanel, MatchupLink, TeamName } from './game-list';

export const UPCOMING_SKELETONS = 3;
export const NO_UPCOMING_GAMES = 'No upcoming games';

const Result = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  b {
    font-weight: 700;
  }
  span {
    font-weight: 400;
  }
`;

/** A dash stands in for a score not known yet (as on the Schedule screen). */
const points = (score: number | null) => (score === null ? '-' : formatPoints(score));

/** The game's score in words and figures, or null while neither team has scored. */
function GameResult({ game }: { game: WeekMatchup }) {
  const { home_team_score: home, away_team_score: away } = game;
  if (home === null && away === null) return null;
  const Home = home !== null && away !== null && home > away ? 'b' : 'span';
  const Away = home !== null && away !== null && away > home ? 'b' : 'span';
  return (
    <Result>
      <Home>{points(home)}</Home> – <Away>{points(away)}</Away>
    </Result>
  );
}

function GameRow({ game }: { game: WeekMatchup }) {
  const ownTeamId = useOwnTeamId();
  const [home, away] = [game.homeTeam, game.awayTeam].map((team, index) => (
    <GameSide key={team.id} $away={index === 1} {...ownTeamAttributes(team.id === ownTeamId)}>
      <TeamBadge abbreviation={team.abbreviation} imageUrl={team.logoUrl} />
      <TeamName>
        {team.name}
        {team.id === ownTeamId && <OwnTeamMark />}
      </TeamName>
    </GameSide>
  ));
  const scored = game.home_team_score !== null || game.away_team_score !== null;
  return (
    <li>
      {home}
      <GameMiddle>
        {scored ? (
          <MatchupLink game={game} words={`${points(game.home_team_score)} – ${points(game.away_team_score)}`}>
            <GameResult game={game} />
          </MatchupLink>
        ) : (
          <MatchupLink game={game} words="vs" />
        )}
        {game.description && <small>{game.description}</small>}
      </GameMiddle>
      {away}
    </li>
  );
}

export function UpcomingGames({
  nextWeek,
  query,
}: {
  nextWeek: number | null;
  query: UseQueryResult<WeekMatchupsResponse>;
}) {
  return (
    <GamesPanel
      id="upcoming-games"
      title="Upcoming Games"
      subtitle={nextWeek === null ? 'The season ends with week 18' : `Week ${nextWeek}`}
      query={nextWeek === null ? null : query}
      emptyText={NO_UPCOMING_GAMES}
      skeletons={UPCOMING_SKELETONS}
      listLabel={`Week ${nextWeek} games`}
      row={GameRow}
    />
  );
}
