/**
 * What the app needs from a fantasy provider. Yahoo implements it today; another provider
 * (Sleeper's public read-only API, say) can be added beside it without touching the routes.
 * Every method takes our league's id: connections, caches and cooldowns are per league.
 * Failures are ProviderErrors whose message is fit to show a commissioner.
 */
import type { RosterPlayer, WeekScores } from 'shared-contracts';

export type ProviderLeagueSummary = { leagueKey: string; name: string; season: number; numTeams: number; isFollowed: boolean };
export type ProviderTeamSummary = { teamKey: string; name: string; manager: string };

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
}
