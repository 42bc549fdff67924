import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { type KeeperRound, type TradedKeeperPick } from 'shared-contracts/keepers';

/**
 * A league's keeper rule for one season: how a kept player's cost grows, how long and how
 * many may be kept, the auction budget, and the declaration deadline as the league reads it
 * (a wall-clock time in its IANA time zone; the API turns it into an instant when it checks).
 */
export const keeperRules = pgTable(
  'keeper_rules',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    increaseAmount: integer('increase_amount').notNull(),
    increasePercent: integer('increase_percent').notNull(),
    addBuffer: boolean('add_buffer').notNull(),
    maxYearsKept: integer('max_years_kept').notNull(),
    maxKeepersPerTeam: integer('max_keepers_per_team').notNull(),
    auctionBudget: integer('auction_budget').notNull(),
    /** `YYYY-MM-DDTHH:mm` in `timeZone`. */
    deadline: text('deadline').notNull(),
    timeZone: text('time_zone').notNull(),
    /** How a keeper's round is set (shared-contracts `keeperRound`, checked by zod before it is stored). */
    keeperRound: jsonb('keeper_round')
      .$type<KeeperRound>()
      .notNull()
      .default(sql`'{"kind":"drafted-round","minusPerYear":0}'::jsonb`),
    /** What a keeper whose pick was traded away takes (docs/api.md §11). */
    tradedKeeperPick: text('traded_keeper_pick').$type<TradedKeeperPick>().notNull().default('conflict'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    uniqueIndex('keeper_rules_league_season_key').on(table.leagueId, table.season),
    check('keeper_rules_traded_keeper_pick', sql`${table.tradedKeeperPick} in ('next-owned', 'conflict')`),
  ],
);
