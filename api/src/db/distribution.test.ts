import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { openTestDatabase } from '../testing/database';
import type { DatabaseHandle } from './client';
import { type Catalog, distributionProblems, readCatalog } from './distribution-check';
import { distributionOf, globalTables, leagueOwnedTables, referenceTables } from './distribution';

/**
 * The schema test of the plan past one PostgreSQL (docs/scaling.md §5): Citus distributes
 * every league-owned table by `league_id`, which needs every such table to carry it and every
 * unique key, and every foreign key between two of them, to include it. Read from the
 * migrated database, so it checks what the migrations built.
 */
describe('distribution: the schema can be distributed by league', () => {
  let handle: DatabaseHandle;
  let catalog: Catalog;

  before(async () => {
    handle = await openTestDatabase();
    catalog = await readCatalog(handle.db);
  });
  after(() => handle.close());

  it('classifies every table, and names none that does not exist or twice', () => {
    const named = [...leagueOwnedTables, ...Object.keys(referenceTables), ...Object.keys(globalTables)];
    assert.deepEqual(
      catalog.tables.filter((table) => !distributionOf(table)),
      [],
      'tables without a kind in api/src/db/distribution.ts',
    );
    assert.deepEqual(
      named.filter((table) => !catalog.tables.includes(table)),
      [],
      'classified tables the schema does not have',
    );
    assert.equal(new Set(named).size, named.length, 'a table is classified twice');
  });

  it('has league_id on every league-owned table, in every unique key and in every foreign key between them', () => {
    const problems = distributionProblems(catalog);
    assert.deepEqual(problems, [], `the schema cannot be distributed by league:\n${problems.join('\n')}`);
  });

  it('reads the keys it checks: the league-owned parents are keyed (league_id, id), their children refer by both', () => {
    const key = (table: string, kind: string) => catalog.keys.filter((k) => k.table === table && k.kind === kind);
    assert.deepEqual(key('teams', 'primary key')[0]?.columns, ['league_id', 'id']);
    const itemToTrade = key('trade_items', 'foreign key').find((k) => k.parent === 'trades');
    assert.deepEqual(itemToTrade?.columns, ['league_id', 'trade_id']);
    assert.deepEqual(itemToTrade?.parentColumns, ['league_id', 'id']);
    // A removed team leaves its manager's membership without a team, and the league as it was.
    const memberTeam = key('memberships', 'foreign key').find((k) => k.parent === 'teams');
    assert.deepEqual(memberTeam?.setsOnDelete, ['team_id']);
  });

  it('names the table and the key of each shortfall', async () => {
    // Tables made in a transaction that is rolled back: a league-owned child keyed and
    // referring by id alone, and a reference table pointing at league data.
    let probe: Catalog | null = null;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`create table citus_probe_parent (id serial primary key, league_id integer)`);
        await tx.execute(sql`create table citus_probe_child (
          id serial primary key,
          league_id integer not null,
          parent_id integer references citus_probe_parent (id),
          code text unique)`);
        await tx.execute(sql`create table citus_probe_lookup (id serial primary key, team_id integer,
          foreign key (team_id) references citus_probe_parent (id))`);
        await tx.execute(sql`create table citus_probe_unnamed (id integer)`);
        probe = await readCatalog(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const problems = probe as Catalog | null;
    assert.ok(problems, 'the probe catalog was read');
    const kinds: Record<string, 'league-owned' | 'reference'> = {
      citus_probe_parent: 'league-owned',
      citus_probe_child: 'league-owned',
      citus_probe_lookup: 'reference',
    };
    const found = distributionProblems(
      { ...problems, tables: problems.tables.filter((table) => table.startsWith('citus_probe_')) },
      (table) => kinds[table] ?? null,
    );
    const about = (words: string[]) => found.filter((line) => words.every((word) => line.includes(word)));
    assert.equal(about(['citus_probe_unnamed', 'not classified']).length, 1, found.join('\n'));
    assert.equal(about(['citus_probe_parent.league_id may be null']).length, 1, found.join('\n'));
    assert.equal(about(['citus_probe_parent', 'primary key', 'citus_probe_parent_pkey']).length, 1, found.join('\n'));
    assert.equal(
      about(['citus_probe_child', 'unique constraint', 'citus_probe_child_code_key']).length,
      1,
      found.join('\n'),
    );
    assert.equal(
      about(['citus_probe_child', 'foreign key', 'citus_probe_child_parent_id_fkey']).length,
      1,
      found.join('\n'),
    );
    assert.equal(
      about(['citus_probe_lookup is reference', 'citus_probe_lookup_team_id_fkey']).length,
      1,
      found.join('\n'),
    );
  });
});
