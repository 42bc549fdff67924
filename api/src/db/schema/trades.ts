import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';
import { users } from './users';

// 'countered': closed by a counter-offer, the trade whose counters_trade_id names it (docs/screens/trades.md §4.6).
// 'in_review': accepted, its assets reserved, waiting for the league's review (docs/screens/trades.md §4.7);
// it ends 'accepted' (moved), 'vetoed' (by the members' votes or the commissioner) or
// 'rejected_by_commissioner' (commissioner-approval leagues).
export const tradeStatus = pgEnum('trade_status', [
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'countered',
  'in_review',
  'vetoed',
  'rejected_by_commissioner',
]);
/** How an accepted trade completes in a league (docs/screens/trades.md §4.7). */
export const tradeReviewMode = pgEnum('trade_review_mode', ['immediate', 'commissioner', 'league-vote']);
export const tradeItemType = pgEnum('trade_item_type', ['player', 'draft_pick', 'ping_pong_ball', 'faab']);

/** A trade proposal between two teams of a season; only a pending one may change status. */
export const trades = pgTable(
  'trades',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    proposedByTeamId: integer('proposed_by_team_id').notNull(),
    proposedToTeamId: integer('proposed_to_team_id').notNull(),
    status: tradeStatus('status').notNull().default('pending'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: integer('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The proposer's words to the other team (the names rule, up to TRADE_NOTE_MAX characters). */
    note: text('note'),
    /** The proposal this one counters: that one is closed as 'countered' in the same transaction. */
    countersTradeId: integer('counters_trade_id'),
    /** The review the trade went into when accepted (null: it completed at once, or is not accepted yet). */
    reviewMode: tradeReviewMode('review_mode'),
    /** When a league vote's review ends; null while a commissioner's approval is awaited. */
    reviewEndsAt: timestamp('review_ends_at', { withTimezone: true }),
    /** The vetoes that end a league vote's review, fixed when the trade was accepted. */
    vetoThreshold: integer('veto_threshold'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'trades_proposed_by_team_fk',
      columns: [table.leagueId, table.proposedByTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    foreignKey({
      name: 'trades_proposed_to_team_fk',
      columns: [table.leagueId, table.proposedToTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    // A counter of a deleted proposal forgets it: `on delete set null (counters_trade_id)` in
    // the migration, which keeps league_id (drizzle cannot say the column).
    foreignKey({
      name: 'trades_counters_trade_fk',
      columns: [table.leagueId, table.countersTradeId],
      foreignColumns: [table.leagueId, table.id],
    }).onDelete('set null'),
    // The history's pages, newest first, with or without a season: the index is walked
    // backwards from the cursor's (proposed at, id) and stops after a page.
    index('trades_league_season_proposed_idx').on(table.leagueId, table.season, table.proposedAt, table.id),
    index('trades_league_proposed_idx').on(table.leagueId, table.proposedAt, table.id),
    // A proposal is countered at most once: a second counter of the same trade is refused here
    // even if two arrive at the same moment.
    uniqueIndex('trades_counters_trade_idx').on(table.leagueId, table.countersTradeId),
    check('trades_distinct_teams', sql`${table.proposedByTeamId} <> ${table.proposedToTeamId}`),
    // The review timer's claim: the trades under review, by when they are due. Not a partial
    // index on 'in_review': a value added to the enum cannot be used in the transaction
    // that adds it, and the migrations run in one.
    index('trades_status_review_ends_idx').on(table.status, table.reviewEndsAt),
  ],
);

/**
 * A league's rule for accepted trades: complete at once, wait for the commissioner, or
 * wait `reviewHours` while the managers of the other teams may veto; `vetoPercent` of
 * those teams (rounded up, at least one) vetoes. No row: at once.
 */
export const tradeReviewRules = pgTable(
  'trade_review_rules',
  {
    leagueId: integer('league_id')
      .primaryKey()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    mode: tradeReviewMode('mode').notNull(),
    reviewHours: integer('review_hours').notNull(),
    vetoPercent: integer('veto_percent').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('trade_review_rules_hours', sql`${table.reviewHours} between 1 and 168`),
    check('trade_review_rules_percent', sql`${table.vetoPercent} between 1 and 100`),
  ],
);

/** A manager's veto of a trade under review, for his team: one a team, taken back by deleting it. */
export const tradeVetoes = pgTable(
  'trade_vetoes',
  {
    /** The trade's league, copied from it: what the table is distributed by (api/src/db/distribution.ts). */
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').notNull(),
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.tradeId, table.teamId] }),
    foreignKey({
      name: 'trade_vetoes_trade_fk',
      columns: [table.leagueId, table.tradeId],
      foreignColumns: [trades.leagueId, trades.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_vetoes_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One asset moving from one team to the other (docs/decisions.md §6): `player` and `draft_pick` name
 * their row in `itemId`; `ping_pong_ball` names the from-team's ball row (which carries the
 * year) and a quantity; `faab` has no itemId, a quantity, and uses the trade's season.
 */
export const tradeItems = pgTable(
  'trade_items',
  {
    id: serial('id'),
    /** The trade's league, copied from it: what the table is distributed by (api/src/db/distribution.ts). */
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').notNull(),
    fromTeamId: integer('from_team_id').notNull(),
    toTeamId: integer('to_team_id').notNull(),
    itemType: tradeItemType('item_type').notNull(),
    itemId: integer('item_id'),
    quantity: integer('quantity'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'trade_items_trade_fk',
      columns: [table.leagueId, table.tradeId],
      foreignColumns: [trades.leagueId, trades.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_items_from_team_fk',
      columns: [table.leagueId, table.fromTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    foreignKey({
      name: 'trade_items_to_team_fk',
      columns: [table.leagueId, table.toTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    index('trade_items_trade_idx').on(table.tradeId),
    check('trade_items_distinct_teams', sql`${table.fromTeamId} <> ${table.toTeamId}`),
    check('trade_items_quantity_positive', sql`${table.quantity} is null or ${table.quantity} > 0`),
  ],
);

/**
 * The teams of a trade and each one's acceptance (docs/screens/trades.md §4.9), written in the
 * proposal's transaction: the proposer (position 0, accepted when it proposes), the team
 * proposed to (1) and up to two more. A trade completes when every row is accepted. A trade
 * with no rows (seeded, or proposed before this table) is the two teams of its own row.
 * League-owned: the key leads with league_id, as the plan to distribute by league wants.
 */
export const tradeTeams = pgTable(
  'trade_teams',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id').notNull(),
    teamId: integer('team_id').notNull(),
    /** The team's place in the trade's list: 0 the proposer, 1 the team proposed to. */
    position: integer('position').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.tradeId, table.teamId] }),
    foreignKey({
      name: 'trade_teams_trade_fk',
      columns: [table.leagueId, table.tradeId],
      foreignColumns: [trades.leagueId, trades.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_teams_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    uniqueIndex('trade_teams_trade_position_key').on(table.leagueId, table.tradeId, table.position),
    // The trades a team is in (the history's team filter, the pending badge, a team's removal).
    index('trade_teams_league_team_idx').on(table.leagueId, table.teamId),
    check('trade_teams_position', sql`${table.position} between 0 and 3`),
  ],
);
