/**
 * The demo league's season data, one deterministic source for two readers: the fake Yahoo
 * serves it in Yahoo's shapes, and the API's demo seed writes its games and scores. A package
 * of its own so that the API's production code reads plain data, never the test fake, and
 * the fake does not depend on the API.
 */
export {
  FAKE_LEAGUES,
  FAKE_TEAMS,
  findLeague,
  findPlayer,
  fullName,
  LOGIN_GUID,
  LOGIN_TEAM_ID,
  NFL_TEAMS,
  rosterOf,
} from './league-data';
export type { FakeLeague, FakePlayer, FakeTeam, NflTeam, Position, RosterEntry } from './league-data';
export {
  pairings,
  seasonGames,
  SEASON_WEEKS,
  teamPoints,
  weekStatus,
  type SeasonGame,
  type WeekStatus,
} from './season';
export { STAT, weekStarted, weekStats, type WeekStats } from './stats';
