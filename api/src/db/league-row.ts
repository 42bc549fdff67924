import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A league-owned row's key: its league and its id (the primary key of every league-owned
 * table, docs/scaling.md §5). Naming the league is what sends a statement to the one shard
 * that holds the row once the tables are distributed by league.
 */
export type LeagueRowKey = { leagueId: number; id: number };

/** `where league_id = … and id = …` for `table`'s row `key`. */
export function isLeagueRow(table: { leagueId: AnyPgColumn; id: AnyPgColumn }, key: LeagueRowKey): SQL {
  return and(eq(table.leagueId, key.leagueId), eq(table.id, key.id)) as SQL;
}
