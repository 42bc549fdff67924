/**
 * What the app needs from a fantasy provider: Yahoo (OAuth, `yahoo/`) and Sleeper (a public
 * read-only API, `sleeper/`) implement it, and the provider-neutral routes, the import and
 * the score refresh use only this. Every method takes our league's id: connections, caches
 * and cooldowns are per league. Failures are ProviderErrors whose message is fit to show a
 * commissioner.
 */
import type { ProviderId, RosterPlayer, WeekScores } from 'shared-contracts';

export type ProviderLeagueSummary = {
  leagueKey: string;
  name: string;
  season: number;
  numTeams: number;
  isFollowed: boolean;
};
export type ProviderTeamSummary = { teamKey: string; name: string; manager: string };
/** A team as an import needs it: its id stays the same from season to season. */
export type ProviderTeamDetail = ProviderTeamSummary & { teamId: number; logoUrl: string | null };
/** One season's league of the followed league's renewal chain. */
export type ProviderSeason = {
  leagueKey: string;
  name: string;
  season: number;
  currentWeek: number | null;
  endWeek: number | null;
  isFinished: boolean;
};

/** One game of a provider's week: two teams by their keys, and their points once it started. */
export type ProviderMatchup = {
  homeTeamKey: string;
  awayTeamKey: string;
  homePoints: number | null;
  awayPoints: number | null;
  /** preevent, midevent or postevent. */
  status: string;
  /** A playoff game (bracket or consolation); absent: a regular-season game. */
  isPlayoff?: boolean;
};

/**
 * What a season brings beyond teams, games and rosters, where the provider has it (Sleeper
 * does; Yahoo's import does not read these). Teams are named by their provider team keys.
 */
export type SeasonExtras = {
  /** Draft picks that changed hands: `originalTeamKey`'s pick in `year`'s `round`, now held by `ownerTeamKey`. */
  tradedPicks: Array<{ year: number; round: number; originalTeamKey: string; ownerTeamKey: string }>;
  /** Players kept in this season's draft (`is_keeper`), by name, with the team that kept them. */
  keepers: Array<{ name: string; teamKey: string }>;
  /**
   * The players picked in this season's draft other than as keepers, by name, each with his
   * pick's round (any round: the import fits it to ours); absent when the provider has no drafts.
   */
  draftedRounds?: Array<{ name: string; round: number }>;
  /** Each team's FAAB budget of the season and what it has spent of it. */
  faab: Array<{ teamKey: string; budget: number; used: number }>;
  /** The rounds of the league's drafts (a year's picks follow them); absent or null when the provider does not say. */
  draftRounds?: number | null;
  /**
   * The season's draft order: each team's own pick of a round of `year` and its place in that
   * round (every round, not only the first); absent or empty when the provider has none.
   */
  draftOrder?: Array<{ year: number; round: number; originalTeamKey: string; position: number }>;
  /** Years whose draft the provider shows complete: their picks were used and are settled. */
  settledDraftYears?: number[];
  /**
   * Extras that could not be read and were left out (empty above), each in words fit for the
   * commissioner: the season is imported without them. `part` says which, so an earlier
   * season's extras pass on only what its keepers need.
   */
  warnings?: SeasonExtrasWarning[];
};

/** The parts of a season's extras a provider reads each on its own. */
export type SeasonExtrasPart = 'tradedPicks' | 'drafts' | 'keepers';
export type SeasonExtrasWarning = { part: SeasonExtrasPart; message: string };

export interface FantasyProvider {
  /** Stored with each connection and league: 'yahoo', 'sleeper' or 'espn'. */
  readonly id: ProviderId;
  /** Shown to people: 'Yahoo', 'Sleeper'. */
  readonly displayName: string;
  /** Follows a provider league (Yahoo: a key of the connected account's; Sleeper: a league id) and answers it. */
  followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary>;
  /** The league followed now, or null before one is chosen (or, for Yahoo, before connecting). */
  followedLeague(leagueId: number): Promise<ProviderLeagueSummary | null>;
  /** The key of the league followed now, as stored, without calling the provider; null before one is chosen. */
  followedLeagueKey(leagueId: number): Promise<string | null>;
  /** The followed league's teams. */
  teams(leagueId: number): Promise<ProviderTeamSummary[]>;
  /** A team's roster in a week; `season` reads that season's league (same team). */
  roster(leagueId: number, teamKey: string, week: number, season?: number): Promise<RosterPlayer[]>;
  /** The week's points and stats of a team's players, by the provider's player id. */
  weekScores(leagueId: number, teamKey: string, week: number, season?: number): Promise<WeekScores>;
  /** The followed league's season and up to `count - 1` before it, newest first, through the renewal chain. */
  seasonChain(leagueId: number, count: number): Promise<ProviderSeason[]>;
  /** A season's teams, by that season's league key. */
  leagueTeams(leagueId: number, leagueKey: string): Promise<ProviderTeamDetail[]>;
  /** A week's games and points; `fresh` skips the cache (a refresh the commissioner asked for). */
  scoreboard(
    leagueId: number,
    leagueKey: string,
    week: number,
    options?: { fresh?: boolean },
  ): Promise<ProviderMatchup[]>;
  /**
   * Every player's fantasy points the provider scored in a week of a season's league (that
   * season's league key), by the provider's player id as `weekScores` keys him
   * (docs/screens/players.md §4.8). A player whose points the provider did not send has no
   * entry, never 0. `fresh` skips the cache (a score refresh).
   */
  weekPlayerPoints?(
    leagueId: number,
    leagueKey: string,
    week: number,
    options?: { fresh?: boolean },
  ): Promise<Map<string, number>>;
  /** Traded picks, keepers and FAAB of a season, for a provider that has them. */
  seasonExtras?(leagueId: number, season: ProviderSeason): Promise<SeasonExtras>;
  /**
   * The rosters a finished season ended with (after its playoffs' adds and drops), for a
   * provider that tells them apart from its last week's: a finished season's player book.
   */
  finalRosters?(leagueId: number, season: ProviderSeason): Promise<Array<{ teamKey: string; players: RosterPlayer[] }>>;
}

/**
 * What a provider without OAuth adds (Sleeper): a user's leagues, found by username, so the
 * commissioner can choose one to follow.
 */
export interface UserLeagueFinder {
  /**
   * A user's (by username or user id) NFL leagues of a season, `isFollowed` against our
   * league's; without a season, the provider's current one (its NFL calendar, not our league's).
   */
  userLeagues(leagueId: number, username: string, season?: number): Promise<ProviderLeagueSummary[]>;
}

/**
 * What a provider whose private leagues need the member's cookies adds (ESPN): following a
 * league with cookies given (new ones), removed (null) or kept (undefined).
 */
export interface CookieLeagueFollower {
  followWithCookies(
    leagueId: number,
    leagueKey: string,
    cookies: { espnS2: string; swid: string } | null | undefined,
  ): Promise<ProviderLeagueSummary>;
}

/** The providers of this server, by id: a league's stored provider picks one. */
export type ProviderRegistry = Readonly<{
  yahoo: FantasyProvider;
  sleeper: FantasyProvider & UserLeagueFinder;
  espn: FantasyProvider & CookieLeagueFollower;
}>;
