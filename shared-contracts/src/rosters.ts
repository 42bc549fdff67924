// A team's week as every provider answers it (docs/api.md, Providers): its roster players and
// their week scores, in names of our own. Yahoo, Sleeper and ESPN each map their answers to
// these; only GET /api/yahoo/roster keeps Yahoo's shape, which the product spec names
// (yahoo-roster.ts, docs/product.md §5).
import { z } from 'zod/mini';

/** One stat of a player's week: the provider's stat id and its value. */
export const playerStat = z.object({ stat_id: z.number().check(z.int()), value: z.number() });
export const playerWeekScore = z.object({ points: z.number(), stats: z.array(playerStat) });
export type PlayerWeekScore = z.infer<typeof playerWeekScore>;

/**
 * A roster player (docs/decisions.md §11): `id` is the provider's player key (Yahoo's
 * `461.p.32723`, Sleeper's and ESPN's ids), `providerPlayerId` our number for him at that
 * provider, the one `players.provider_player_id` stores and week scores are keyed by;
 * `slot` is his lineup slot that week (QB, W/R/T, BN, IR …) and `isFlex` whether it is a
 * flex slot.
 */
export const rosterPlayer = z.object({
  id: z.string(),
  providerPlayerId: z.number().check(z.int()),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  status: z.nullable(z.string()),
  isStarting: z.boolean(),
  slot: z.string(),
  isFlex: z.boolean(),
  stats: z.nullable(playerWeekScore),
});
export type RosterPlayer = z.infer<typeof rosterPlayer>;
export const providerRoster = z.array(rosterPlayer);

/** A team's week scores: `String(providerPlayerId)` → the week's points and stats. */
export const weekScores = z.record(z.string(), playerWeekScore);
export type WeekScores = z.infer<typeof weekScores>;
