// The provider-neutral calls (docs/api.md, Providers): which fantasy provider a league follows
// (Yahoo through its OAuth steps, Sleeper or ESPN by a league id), and a team's roster and week
// points from whichever it is. Following a league and importing from it are the provider-setup
// entry's (provider-connection.ts, provider-import.ts).
import { z } from 'zod/mini';
import { season, week } from './common';
import { yahooTeamKey } from './yahoo';

/** The providers a league can follow. */
export const providerIds = ['yahoo', 'sleeper', 'espn'] as const;
export const providerId = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerId>;

/** Why a provider call failed; screens choose their words by it (the commissioner is told what to do where they are). */
export const providerFailure = z.enum([
  'not_configured',
  'not_connected',
  /** The access token expired or was rejected: refresh and retry once. */
  'token_expired',
  /** The authorization is gone (refresh refused, or additional authorization required). */
  'authorization_lost',
  /** The provider refuses this application (403): final. */
  'not_authorized',
  'rate_limited',
  /** The provider answered something we cannot read (HTML, XML, a changed shape). */
  'bad_response',
  /** The provider refused the request itself (a bad key, a league the account is not in). */
  'bad_request',
  'unreachable',
]);
export type ProviderFailure = z.infer<typeof providerFailure>;

/** The name people read. */
export const providerNames: Record<ProviderId, string> = { yahoo: 'Yahoo', sleeper: 'Sleeper', espn: 'ESPN' };

const sleeperLeagueMessage = 'must be a Sleeper league id: its digits, as in sleeper.com/leagues/<league id>';
/** A Sleeper league id: a long number, kept as a string (it does not fit a double exactly). */
export const sleeperLeagueId = z
  .string()
  .check(z.trim(), z.maxLength(32, sleeperLeagueMessage), z.regex(/^\d{1,32}$/, sleeperLeagueMessage));

const sleeperTeamMessage = 'must be a Sleeper team key like 1180296734373085184.t.3 (league id, roster id)';
/** Our key of a Sleeper team: `{league_id}.t.{roster_id}` (a roster keeps its id from season to season). */
export const sleeperTeamKey = z
  .string()
  .check(z.maxLength(64, sleeperTeamMessage), z.regex(/^\d{1,32}\.t\.\d{1,4}$/, sleeperTeamMessage));

const espnTeamMessage = 'must be an ESPN team key like espn.368876.2025.t.3 (league id, season, team id)';
/**
 * Our key of an ESPN team: `espn.{league id}.{season}.t.{team id}` (docs/espn.md §4). ESPN keeps
 * one league id for every season, so the season is part of the key, as a Yahoo game code is.
 */
export const espnTeamKey = z
  .string()
  .check(z.maxLength(64, espnTeamMessage), z.regex(/^espn\.\d{1,12}\.\d{4}\.t\.\d{1,4}$/, espnTeamMessage));

/** A team key of any provider. */
export const providerTeamKey = z.union([yahooTeamKey, sleeperTeamKey, espnTeamKey], {
  error:
    'must be a team key: Yahoo’s like 461.l.6288.t.1, Sleeper’s like 1180296734373085184.t.3, or ESPN’s like espn.368876.2025.t.3',
});

/** GET /api/provider, and PUT's answer: the provider the league follows and its league there, when chosen. */
export const providerStatus = z.object({
  provider: providerId,
  /** The provider's league id or key; null until one is chosen. */
  league: z.nullable(z.string()),
  /** The provider league's name and season, once chosen. */
  name: z.nullable(z.string()),
  season: z.nullable(z.number().check(z.int())),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

/** Path of the provider-neutral roster and stats calls; `season` names another season's league (same team). */
export const providerRosterParams = z.object({ teamKey: providerTeamKey, week });
export const providerRosterQuery = z.object({ season: z.optional(season) });
