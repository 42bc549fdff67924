import { canonicalNflTeam, cleanProviderName, type NflTeam } from 'shared-contracts';
import { MAX_NAME_LENGTH } from 'shared-contracts/player-rules';
import {
  FAKE_LEAGUES,
  FAKE_TEAMS,
  type FakeLeague,
  type FakePlayer,
  fullName,
  type Position,
  rosterOf,
  SEASON_WEEKS,
  weekStarted,
  weekStats,
} from 'shared-demo-league';
import type { playerWeekPoints } from '../schema';
import { DEMO_LEAGUE } from './demo-teams';

type WeekPointsRow = typeof playerWeekPoints.$inferInsert;

/**
 * The book years that are seasons of the demo's Yahoo league (2024 and 2025): in them the
 * book rosters that league's players on its teams, with their points, so Teams, a game's
 * page and Players show one set of players and one number for each.
 */
export const YAHOO_BOOK_LEAGUES: readonly FakeLeague[] = FAKE_LEAGUES.filter(
  (league) => league.season >= 2024 && league.season <= DEMO_LEAGUE.currentSeason,
);

/** A player of the demo's Yahoo league as the book holds him. */
export type YahooBookPlayer = {
  /** Yahoo's numeric player id, as an import writes it in players.provider_player_id. */
  providerPlayerId: string;
  name: string;
  position: Position;
  nflTeam: NflTeam;
};

function bookNflTeam(player: FakePlayer): NflTeam {
  const nflTeam = canonicalNflTeam(player.nfl.abbr);
  if (nflTeam === null) throw new Error(`The demo's Yahoo player ${player.id} plays for an unknown NFL team`);
  return nflTeam;
}

function currentLeague(): FakeLeague {
  const league = FAKE_LEAGUES.find((candidate) => candidate.season === DEMO_LEAGUE.currentSeason);
  if (!league) throw new Error(`The demo's Yahoo league has no ${DEMO_LEAGUE.currentSeason} season`);
  return league;
}

/**
 * Every player the demo's Yahoo league rosters, named as an import of its current season
 * names them (features/provider/import/roster-matching.ts): Yahoo's name, cleaned by the
 * provider name rule, and for the second of a name (the fake's rosters repeat a few) the name
 * with his NFL team, `Isaiah Hurts (Dal)`. One name a person through the years: an earlier
 * season's rosters are the current one's moved a team, so they hold the same players.
 */
export function yahooBookPlayers(): YahooBookPlayer[] {
  const league = currentLeague();
  const taken = new Set<string>();
  const result: YahooBookPlayer[] = [];
  FAKE_TEAMS.forEach((_team, index) => {
    for (const { player } of rosterOf(league, index + 1)) {
      const nflTeam = bookNflTeam(player);
      let name = cleanProviderName(fullName(player), MAX_NAME_LENGTH);
      if (taken.has(name.toLowerCase())) name = `${name} (${nflTeam})`;
      if (taken.has(name.toLowerCase())) throw new Error(`The demo's Yahoo league names two players ${name}`);
      taken.add(name.toLowerCase());
      result.push({ providerPlayerId: String(player.id), name, position: player.position, nflTeam });
    }
  });
  return result;
}

/**
 * Who rosters whom in a book year: Yahoo player id → the 1-based number of his team in the
 * demo's Yahoo league (team n is the seed's team n). Empty for a year that is not one of
 * that league's seasons.
 */
export function yahooTeamNumbers(year: number): Map<string, number> {
  const league = YAHOO_BOOK_LEAGUES.find((candidate) => candidate.season === year);
  const teams = new Map<string, number>();
  if (!league) return teams;
  FAKE_TEAMS.forEach((_team, index) => {
    for (const { player } of rosterOf(league, index + 1)) teams.set(String(player.id), index + 1);
  });
  return teams;
}

/**
 * Each rostered player's points in every week of the Yahoo seasons that has begun (all of
 * 2024; 2025 through its week under way, with that week's points so far): the numbers the
 * fake Yahoo answers for him, so his team's starters add up to its score on the scoreboard.
 * A player on IR played no week: Yahoo scores him 0, and so does the book.
 */
export function buildPlayerWeekPoints(leagueId: number): WeekPointsRow[] {
  return YAHOO_BOOK_LEAGUES.flatMap((league) =>
    FAKE_TEAMS.flatMap((_team, index) =>
      rosterOf(league, index + 1).flatMap(({ player }) =>
        Array.from({ length: SEASON_WEEKS }, (_week, weekIndex) => weekIndex + 1)
          .filter((week) => weekStarted(league, week))
          .map((week) => ({
            leagueId,
            season: league.season,
            providerPlayerId: String(player.id),
            week,
            points: weekStats(league, player, week).points,
          })),
      ),
    ),
  );
}
