/**
 * What the app needs from a fantasy provider. Yahoo implements it today; another provider
 * (Sleeper's public read-only API, say) can be added beside it without touching the routes.
 * Every method takes our league's id: connections, caches and cooldowns are per league.
 * Failures are ProviderErrors whose message is fit to show a commissioner.
 */
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import type { ProviderMatchup } from './parse/scoreboard';

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
export type { ProviderMatchup } from './parse/scoreboard';

export interface FantasyProvider {
  /** Stored with each connection: 'yahoo'. */
  readonly id: string;
  /** Shown to people: 'Yahoo'. */
  readonly displayName: string;
  /** The authorization page the commissioner opens (throws when the server has no credentials). */
  authorizationUrl(): string;
  /** Exchanges the code the provider showed the commissioner for the league's tokens. */
  connect(leagueId: number, code: string): Promise<void>;
  /** Calls the provider with the stored authorization; answers what it found. */
  testConnection(leagueId: number): Promise<string>;
  leagues(leagueId: number): Promise<ProviderLeagueSummary[]>;
  followLeague(leagueId: number, leagueKey: string): Promise<ProviderLeagueSummary>;
  /** The followed league's teams. */
  teams(leagueId: number): Promise<ProviderTeamSummary[]>;
  /** A team's roster in a week; `season` reads that season's league (same team id). */
  roster(leagueId: number, teamKey: string, week: number, season?: number): Promise<RosterPlayer[]>;
  /** The week's points and stats of a team's players, by the provider's numeric player id. */
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
}
