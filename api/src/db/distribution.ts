/**
 * How each table is placed once the database is Citus (docs/scaling.md §5): the plan past one
 * PostgreSQL. Every table is named here once; the schema test (distribution.test.ts) fails
 * for a table that is not, and checks that the league-owned ones can be distributed.
 *
 * - league-owned: distributed by `league_id`, all in one colocation group with `leagues`
 *   (distributed by its own `id`, which is its league id), so a league's rows of every table
 *   live on one shard and a query that names its league runs on that shard alone;
 * - reference: small and the same for every league, copied whole to every node, so any shard
 *   joins them locally;
 * - global: neither; each says where it lives and why.
 */

/** The distributed table whose distribution column is its own key rather than `league_id`. */
export const LEAGUES_TABLE = 'leagues';

/** The column every other league-owned table is distributed by. */
export const DISTRIBUTION_COLUMN = 'league_id';

/** Tables distributed by league, colocated with `leagues`. */
export const leagueOwnedTables = [
  LEAGUES_TABLE,
  'teams',
  'memberships',
  'league_removals',
  'invitation_links',
  'matchups',
  'players',
  'player_week_points',
  'draft_picks',
  'ping_pong_balls',
  'faab_balances',
  'draft_lotteries',
  'draft_lottery_entries',
  'trades',
  'trade_items',
  'trade_vetoes',
  'trade_teams',
  'trade_review_rules',
  'keeper_rules',
  'playoff_formats',
  'audit_log',
  'provider_connections',
  'provider_player_teams',
  'provider_faab_balances',
  'league_imports',
  'notification_preferences',
  'notification_messages',
  'league_webhooks',
  'webhook_deliveries',
] as const;

/** Replicated to every node, with why each is one. */
export const referenceTables: Record<string, string> = {
  users:
    'a person belongs to several leagues: every shard joins members to their user; one row a person, written at sign-in',
  sleeper_players: "the provider's player catalogue, the same for every league; rewritten at most once a day",
  sleeper_player_downloads: 'when the catalogue was last downloaded: one row a day, read with the catalogue',
};

/** Neither distributed by league nor replicated, with why and where each lives. */
export const globalTables: Record<string, string> = {
  idempotency_keys:
    "a caller's key for a create, looked up by caller, method, path and key before the league is read: distributed by `caller` on its own, joined with nothing",
  notification_cursors:
    "the dispatcher's place in the audit log, one row per reader: a table local to the coordinator, where the dispatcher runs",
};

export type Distribution = 'league-owned' | 'reference' | 'global';

/** The kind of `table`, or null when it is not classified yet. */
export function distributionOf(table: string): Distribution | null {
  if ((leagueOwnedTables as readonly string[]).includes(table)) return 'league-owned';
  if (table in referenceTables) return 'reference';
  if (table in globalTables) return 'global';
  return null;
}

/** The column `table` is distributed by: `id` for leagues, `league_id` for the other league-owned tables. */
export function distributionColumn(table: string): string {
  return table === LEAGUES_TABLE ? 'id' : DISTRIBUTION_COLUMN;
}
