import { z } from 'zod/mini';
import { season, week } from './common';

/** A Yahoo team key, `{game}.l.{league_id}.t.{team_id}` (docs/yahoo.md §4). */
export const yahooTeamKey = z
  .string()
  .check(
    z.maxLength(64, 'must be a Yahoo team key like 461.l.6288.t.1'),
    z.regex(/^\d+\.l\.\d+\.t\.\d+$/, 'must be a Yahoo team key like 461.l.6288.t.1'),
  );
/** A Yahoo league key, `{game}.l.{league_id}`. */
export const yahooLeagueKey = z
  .string()
  .check(
    z.maxLength(64, 'must be a Yahoo league key like 461.l.6288'),
    z.regex(/^\d+\.l\.\d+$/, 'must be a Yahoo league key like 461.l.6288'),
  );

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

/** One stat of a player's week: Yahoo's stat id and its value. */
export const playerStat = z.object({ stat_id: z.number().check(z.int()), value: z.number() });
export const playerWeekScore = z.object({ points: z.number(), stats: z.array(playerStat) });
export type PlayerWeekScore = z.infer<typeof playerWeekScore>;

/**
 * A roster player (docs/product.md §5, docs/decisions.md §11): `id` is the Yahoo player key, `yahoo_player_id` the numeric
 * id; `selected_position` keeps Yahoo's array, whose entry at index 1 holds the lineup slot.
 */
export const rosterPlayer = z.object({
  id: z.string(),
  yahoo_player_id: z.number().check(z.int()),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  status: z.nullable(z.string()),
  isStarting: z.boolean(),
  selected_position: z.tuple([
    z.object({ coverage_type: z.string(), week: z.string() }),
    z.object({ position: z.string() }),
    z.object({ is_flex: z.boolean() }),
  ]),
  stats: z.nullable(playerWeekScore),
});
export type RosterPlayer = z.infer<typeof rosterPlayer>;
export const yahooRoster = z.array(rosterPlayer);

/** Path of the roster and stats calls; `season` names another season's league (same team id). */
export const yahooRosterParams = z.object({ yahooTeamKey, week });
export const yahooRosterQuery = z.object({ season: z.optional(season) });

/** GET /api/yahoo/stats/…: yahoo_player_id → the week's points and stats. */
export const weekScores = z.record(z.string(), playerWeekScore);
export type WeekScores = z.infer<typeof weekScores>;
