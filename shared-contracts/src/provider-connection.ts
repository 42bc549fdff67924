// Connecting a league to its provider (docs/api.md §12, §14): Yahoo's OAuth steps, the
// provider leagues and teams to follow and link, Sleeper's league search. An entry of its own
// (`shared-contracts/provider-setup`) for the reason provider-import.ts gives.
import { z } from 'zod/mini';
import {
  positiveInt,
  providerFailure,
  season,
  sleeperLeagueId,
  text,
  yahooLeagueKey,
  yahooTeamKey,
} from 'shared-contracts';

/** Answers of the calls that report how a provider action went (docs/api.md §12); `reason` only when it failed. */
export const providerResult = z.object({
  success: z.boolean(),
  message: z.string(),
  reason: z.optional(providerFailure),
});
export type ProviderResult = z.infer<typeof providerResult>;

/** GET /api/yahoo/oauth/request-token: where the commissioner authorizes the app. */
export const authUrlAnswer = z.object({ authUrl: z.string() });

/** POST /api/yahoo/oauth/verify-code: the code Yahoo showed the commissioner. */
export const verifyCodeBody = z.object({
  code: text('code').check(z.trim(), z.minLength(1, 'code is required'), z.maxLength(200, 'code is too long')),
});

/** A team of the followed provider league, and the local team linked to it (if any). */
export const providerTeam = z.object({
  name: z.string(),
  team_key: z.string(),
  manager: z.string(),
  local_team_id: z.nullable(z.number().check(z.int())),
});
export type ProviderTeam = z.infer<typeof providerTeam>;
export const providerTeamList = z.array(providerTeam);

/** POST /api/yahoo/link-team. */
export const linkTeamBody = z.object({ yahooTeamKey, teamId: positiveInt('teamId') });
export type LinkTeamBody = z.infer<typeof linkTeamBody>;

/** A provider league the connected account plays in. */
export const providerLeague = z.object({
  leagueKey: z.string(),
  name: z.string(),
  season: z.number().check(z.int()),
  numTeams: z.number().check(z.int()),
  /** The league the app follows. */
  isFollowed: z.boolean(),
});
export type ProviderLeague = z.infer<typeof providerLeague>;
export const providerLeagueList = z.array(providerLeague);

/** PUT /api/yahoo/league: which provider league the app follows. */
export const followLeagueBody = z.object({ leagueKey: yahooLeagueKey });

// ESPN's league id and cookies live in this entry, not the main one: only Settings and the API
// read them, and the main entry is paid for by every first view (docs/performance.md §2.2).
const espnLeagueMessage = 'must be an ESPN league id: the digits after leagueId= in the league’s ESPN address';
/** An ESPN league id (docs/espn.md §2): one number for every season of the league. */
export const espnLeagueId = z
  .string()
  .check(z.trim(), z.maxLength(12, espnLeagueMessage), z.regex(/^\d{1,12}$/, espnLeagueMessage));

/**
 * ESPN's two cookies of a private league (docs/espn.md §3), as a member pastes them from the
 * browser: `espn_s2` perhaps URL-encoded, `SWID` with or without its braces. Checked for shape
 * only; ESPN says whether they open the league.
 */
export const espnS2Cookie = z
  .string()
  .check(
    z.trim(),
    z.minLength(20, 'espn_s2 is the long value of the espn_s2 cookie'),
    z.maxLength(2000, 'espn_s2 is too long'),
    z.regex(/^[A-Za-z0-9%+/=_-]+$/, 'espn_s2 holds letters, digits and % + / = _ - only'),
  );
export const espnSwidCookie = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^\{?[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}?$/,
      'SWID is a GUID like {8F4D863B-58A1-4D93-AA08-4460B3861B40}',
    ),
  );

/**
 * PUT /api/provider: the provider the league follows. Sleeper's league is named by its id; a
 * Yahoo league is chosen after Yahoo's OAuth steps, so `league` is optional there (the
 * connection's followed league stays when it is left out).
 */
export const followProviderBody = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sleeper'), league: sleeperLeagueId }),
  z.object({ provider: z.literal('yahoo'), league: z.optional(yahooLeagueKey) }),
  // ESPN's league is named by its id; a private league's two cookies come along (docs/espn.md §3):
  // both given replace the stored ones, both null remove them, both left out keep them.
  z
    .object({
      provider: z.literal('espn'),
      league: espnLeagueId,
      espnS2: z.optional(z.nullable(espnS2Cookie)),
      swid: z.optional(z.nullable(espnSwidCookie)),
    })
    .check(
      z.refine((body) => (body.espnS2 === undefined) === (body.swid === undefined), {
        message: 'espn_s2 and SWID go together: give both, or neither',
        path: ['swid'],
      }),
      z.refine((body) => (body.espnS2 === null) === (body.swid === null), {
        message: 'espn_s2 and SWID are removed together: both null',
        path: ['swid'],
      }),
    ),
]);
export type FollowProviderBody = z.infer<typeof followProviderBody>;

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
