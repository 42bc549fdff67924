// GET /api/yahoo/roster and /api/yahoo/stats, as the product spec names them (docs/product.md
// §5): a roster player in Yahoo's words (`yahoo_player_id`, `selected_position`). Only these
// Yahoo calls answer so; every other caller reads the neutral roster (rosters.ts). Part of the
// `shared-contracts/provider-setup` entry, so the main entry's names come from 'shared-contracts'.
import { z } from 'zod/mini';
import { playerWeekScore, season, week, yahooTeamKey, type RosterPlayer } from 'shared-contracts';

/**
 * A roster player as Yahoo answers him: `id` is the Yahoo player key, `yahoo_player_id` the
 * numeric id; `selected_position` keeps Yahoo's array, whose entry at index 1 holds the slot.
 */
export const yahooRosterPlayer = z.object({
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
export type YahooRosterPlayer = z.infer<typeof yahooRosterPlayer>;
export const yahooRoster = z.array(yahooRosterPlayer);

/** A neutral roster player of `week` in the spec's Yahoo words (a roster's coverage is always a week). */
export function toYahooRosterPlayer(player: RosterPlayer, week: number): YahooRosterPlayer {
  return {
    id: player.id,
    yahoo_player_id: player.providerPlayerId,
    name: player.name,
    position: player.position,
    team: player.team,
    status: player.status,
    isStarting: player.isStarting,
    selected_position: [
      { coverage_type: 'week', week: String(week) },
      { position: player.slot },
      { is_flex: player.isFlex },
    ],
    stats: player.stats,
  };
}

/** Path of the roster and stats calls; `season` names another season's league (same team id). */
export const yahooRosterParams = z.object({ yahooTeamKey, week });
export const yahooRosterQuery = z.object({ season: z.optional(season) });
