// 'Upcoming Games': next week's games (SPEC.md §2 Home): the team names, with each team's
// badge image when it has one. There is no week after 18, so none is asked for then.
import type { UseQueryResult } from '@tanstack/react-query';
import type { WeekMatchup, WeekMatchupsResponse } from 'shared-contracts';
import { TeamAvatar } from '../../../components/TeamAvatar';
import { GameMiddle, GameSide, GamesPanel, TeamName } from './game-list';

export const UPCOMING_SKELETONS = 3;
export const NO_UPCOMING_GAMES = 'No upcoming games';

function GameRow({ game }: { game: WeekMatchup }) {
  const [home, away] = [game.homeTeam, game.awayTeam].map((team, index) => (
    <GameSide key={team.id} $away={index === 1}>
      <TeamAvatar letters={team.abbreviation} imageUrl={team.logoUrl} />
      <TeamName>{team.name}</TeamName>
    </GameSide>
  ));
  return (
    <li>
      {home}
      <GameMiddle>
        <span data-wide-only="">vs</span>
        {game.description && <small>{game.description}</small>}
      </GameMiddle>
      {away}
    </li>
  );
}

export function UpcomingGames({ nextWeek, query }: { nextWeek: number | null; query: UseQueryResult<WeekMatchupsResponse> }) {
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
