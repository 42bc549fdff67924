// The provider-neutral calls (docs/api.md, Providers): which fantasy provider a league follows
// (Yahoo through its OAuth steps, or Sleeper by a league id), and a team's roster and week
// points from whichever it is. The import's bodies and answers are league-setup.ts's.
import { z } from 'zod/mini';
import { season, text, week } from './common';
import { yahooLeagueKey, yahooTeamKey } from './yahoo';

/** The providers a league can follow. */
export const providerIds = ['yahoo', 'sleeper'] as const;
export const providerId = z.enum(providerIds);
export type ProviderId = z.infer<typeof providerId>;

/** The name people read. */
export const providerNames: Record<ProviderId, string> = { yahoo: 'Yahoo', sleeper: 'Sleeper' };

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

/** A team key of either provider. */
export const providerTeamKey = z.union([yahooTeamKey, sleeperTeamKey], {
  error: 'must be a team key: Yahoo’s like 461.l.6288.t.1, or Sleeper’s like 1180296734373085184.t.3',
});

/**
 * PUT /api/provider: the provider the league follows. Sleeper's league is named by its id; a
 * Yahoo league is chosen after Yahoo's OAuth steps, so `league` is optional there (the
 * connection's followed league stays when it is left out).
 */
export const followProviderBody = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sleeper'), league: sleeperLeagueId }),
  z.object({ provider: z.literal('yahoo'), league: z.optional(yahooLeagueKey) }),
]);
export type FollowProviderBody = z.infer<typeof followProviderBody>;

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

/** GET /api/provider/sleeper/leagues?username=&season=: a Sleeper user's NFL leagues of a season. */
export const sleeperLeaguesQuery = z.object({
  username: text('username').check(
    z.trim(),
    z.minLength(1, 'username is required'),
    z.maxLength(64, 'username is too long'),
    z.regex(/^[A-Za-z0-9_]+$/, 'username must be a Sleeper username or user id: letters, digits and _'),
  ),
  season: z.optional(season),
});
export type SleeperLeaguesQuery = z.infer<typeof sleeperLeaguesQuery>;

/** Path of the provider-neutral roster and stats calls; `season` names another season's league (same team). */
export const providerRosterParams = z.object({ teamKey: providerTeamKey, week });
export const providerRosterQuery = z.object({ season: z.optional(season) });
