import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { findMemberByFirebaseId } from '../features/league';
import { listMembers } from '../features/league/members/member-repository';
import { seasonMatchups, weekMatchups } from '../features/matchups/matchup-repository';
import { seasonStandings } from '../features/teams';
import { listLotteries } from '../features/picks/lottery/lottery-repository';
import { listPicks, listPingPongBalls } from '../features/picks/pick-repository';
import { listPlayers } from '../features/players/player-repository';
import { listSchedule } from '../features/schedule/schedule-repository';
import { listTeams } from '../features/teams/team-repository';
import { listTradePage } from '../features/trades/trade-repository';
import { openTestDatabase } from '../testing/database';
import type { Database, DatabaseHandle } from './client';
import { leagues } from './schema';
import * as schema from './schema';

type Logged = { query: string; params: unknown[] };

/** The same database through a drizzle that writes down every statement it sends. */
function recordingDatabase(handle: DatabaseHandle, log: Logged[]): Database {
  const logger = { logQuery: (query: string, params: unknown[]) => log.push({ query, params }) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  return (handle.kind === 'postgres'
    ? drizzlePostgres(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Database;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A parameter as SQL text: an array as PostgreSQL's array literal (`'{1,2}'`), its items double-quoted. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return quoted(
      `{${value.map((item) => `"${String(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`,
    );
  return quoted(String(value));
}

/** The statement with its parameters written in (test values only: numbers, plain strings and arrays of them). */
function inline({ query, params }: Logged): string {
  return query.replace(/\$(\d+)\b/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function indexesIn(plan: Record<string, unknown>): string[] {
  const own = typeof plan['Index Name'] === 'string' ? [plan['Index Name']] : [];
  const children = (plan.Plans as Array<Record<string, unknown>> | undefined) ?? [];
  return [...own, ...children.flatMap(indexesIn)];
}

/**
 * Every main list query can be answered from an index. The demo tables are small enough
 * that PostgreSQL would scan them whole anyway, so sequential scans are priced out while
 * planning: a query whose filter no index leads with still scans (or walks an unrelated
 * index), and misses the index named here.
 */
describe('indexes: the list queries use them', () => {
  let handle: DatabaseHandle;
  let leagueId: number;
  const log: Logged[] = [];
  let db: Database;

  before(async () => {
    handle = await openTestDatabase();
    db = recordingDatabase(handle, log);
    const [league] = await handle.db.select({ id: leagues.id }).from(leagues).limit(1);
    if (!league) throw new Error('the seeded league is missing');
    leagueId = league.id;
  });
  after(() => handle.close());

  // Where the table has several indexes leading with the league, any of them serves: the
  // primary keys of league-owned tables lead with it too, (league_id, id) (docs/scaling.md §5).
  const cases: Array<[string, string | string[], (db: Database) => Promise<unknown>]> = [
    ["the access guard's membership lookup", 'memberships_user_idx', (db) => findMemberByFirebaseId(db, 'someone')],
    ['standings', 'matchups_league_season_week_idx', (db) => seasonStandings(db, leagueId, 2024)],
    ["a week's games", 'matchups_league_season_week_idx', (db) => weekMatchups(db, leagueId, 2024, 17)],
    ["a season's games", 'matchups_league_season_week_idx', (db) => seasonMatchups(db, leagueId, 2024)],
    ['the schedule', 'matchups_league_season_week_idx', (db) => listSchedule(db, leagueId, 2024)],
    [
      'teams',
      ['teams_league_id_id_pk', 'teams_league_abbreviation_key', 'teams_league_provider_team_key_key'],
      (db) => listTeams(db, leagueId),
    ],
    [
      'members',
      [
        'memberships_league_id_id_pk',
        'memberships_league_user_key',
        'memberships_league_email_key',
        'memberships_league_team_key',
      ],
      (db) => listMembers(db, leagueId),
    ],
    ['players of a year', 'players_league_year_name_key', (db) => listPlayers(db, leagueId, 2025)],
    ['draft picks of a year', 'draft_picks_original_key', (db) => listPicks(db, leagueId, 2026)],
    [
      'ping pong balls of a year',
      ['ping_pong_balls_league_year_idx', 'ping_pong_balls_team_year_key'],
      (db) => listPingPongBalls(db, leagueId, 2026),
    ],
    [
      'lotteries of a year',
      ['draft_lotteries_league_year_idx', 'draft_lotteries_league_id_id_pk'],
      (db) => listLotteries(db, leagueId, 2026),
    ],
    [
      'a page of trades of a season',
      'trades_league_season_proposed_idx',
      (db) => listTradePage(db, leagueId, { season: 2025 }, { limit: 15 }),
    ],
    // From a cursor, the seeded league's few trades make the two trade indexes cost the same
    // to the planner (the rows' width decides it: migration 0019's note tipped it to the
    // league's); either walks the league's trades in proposed order from the cursor.
    [
      'the next page of trades of a season',
      ['trades_league_season_proposed_idx', 'trades_league_proposed_idx'],
      (db) => listTradePage(db, leagueId, { season: 2025 }, { cursor: 10, limit: 15 }),
    ],
    [
      'a page of trades of every season',
      'trades_league_proposed_idx',
      (db) => listTradePage(db, leagueId, {}, { cursor: 10, limit: 15 }),
    ],
  ];

  for (const [what, expected, run] of cases) {
    const indexes = [expected].flat();
    it(`${what}: ${indexes.join(' or ')}`, async () => {
      log.length = 0;
      await run(db);
      assert.ok(log.length > 0, 'the query was recorded');
      const used = await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const found: string[] = [];
        for (const statement of log) {
          const result = (await tx.execute(sql.raw(`explain (format json) ${inline(statement)}`))) as unknown as {
            rows: Array<Record<string, unknown>>;
          };
          const plan = Object.values(result.rows[0] ?? {})[0];
          const document = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
            Plan: Record<string, unknown>;
          }>;
          found.push(...indexesIn(document[0]!.Plan));
        }
        return found;
      });
      assert.ok(
        indexes.some((index) => used.includes(index)),
        `${what} uses ${used.join(', ') || 'no index'}, not ${indexes.join(' or ')}`,
      );
    });
  }
});
