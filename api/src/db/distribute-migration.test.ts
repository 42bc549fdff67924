import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { emptyDatabase, migrations, migrationsBefore, rows, type Empty } from '../testing/migrations';
import { distributionProblems, readCatalog } from './distribution-check';
import type { Database } from './client';

/**
 * The migration that keys the league-owned tables by league (0030_distribute_by_league) on a
 * database that already holds data: the rows written before it keep their ids and values, the
 * children without a league take their parent's, and a row that points into another league
 * stops it whole.
 */
const MIGRATION = '0030_distribute_by_league';

/**
 * Two leagues of two teams each, written as the schema before the migration had them: a
 * trade with items and a veto, a lottery with entries, a manager of a team, a countered
 * proposal, a message about an audit entry.
 */
async function writeOldRows(db: Database): Promise<void> {
  const statements = `
    insert into leagues (id, name, current_season, default_season, default_week) values
      (1, 'One', 2025, 2025, 1), (2, 'Two', 2025, 2025, 1);
    insert into users (id, firebase_id, email, last_league_id) values (1, 'u1', 'u1@example.org', 2);
    insert into teams (id, league_id, name, display_name, abbreviation) values
      (11, 1, 'A', 'A', 'A'), (12, 1, 'B', 'B', 'B'), (21, 2, 'C', 'C', 'C'), (22, 2, 'D', 'D', 'D');
    insert into memberships (id, league_id, user_id, role, team_id) values (5, 2, 1, 'manager', 22);
    insert into trades (id, league_id, season, proposed_by_team_id, proposed_to_team_id, status) values
      (100, 1, 2025, 11, 12, 'countered'), (101, 1, 2025, 12, 11, 'in_review'), (200, 2, 2025, 21, 22, 'pending');
    update trades set counters_trade_id = 100 where id = 101;
    insert into trade_items (id, trade_id, from_team_id, to_team_id, item_type, quantity) values
      (1000, 101, 12, 11, 'faab', 5), (1001, 101, 11, 12, 'faab', 3), (2000, 200, 21, 22, 'faab', 7);
    insert into trade_vetoes (trade_id, team_id, user_id) values (101, 11, 1);
    insert into draft_lotteries (id, league_id, year, status, secret, commitment) values
      (30, 2, 2026, 'open', 's', 'c');
    insert into draft_lottery_entries (id, lottery_id, user_id, text) values (300, 30, 1, 'luck');
    insert into audit_log (id, league_id, action, entity) values (40, 2, 'trade.propose', 'trades');
    insert into notification_messages (id, key, channel, kind, league_id, audit_id, recipient, subject, body)
      values (50, 'audit:40', 'email', 'trade.offered', 2, 40, 'u1@example.org', 's', 'b')`;
  for (const statement of statements.split(';')) await db.execute(sql.raw(statement));
}

describe(`migration ${MIGRATION} on a database with data`, () => {
  let earlier: string;
  let database: Empty;

  before(() => {
    earlier = migrationsBefore(MIGRATION);
  });
  after(() => rmSync(earlier, { recursive: true, force: true }));

  it('keeps every row, gives the children their parent’s league, and leaves a schema Citus can distribute', async () => {
    database = await emptyDatabase();
    try {
      await database.migrate(earlier);
      await writeOldRows(database.db);
      await database.migrate(migrations);
      const { db } = database;

      assert.deepEqual(await rows(db, 'select id, league_id, trade_id from trade_items order by id'), [
        { id: 1000, league_id: 1, trade_id: 101 },
        { id: 1001, league_id: 1, trade_id: 101 },
        { id: 2000, league_id: 2, trade_id: 200 },
      ]);
      assert.deepEqual(await rows(db, 'select league_id, trade_id, team_id from trade_vetoes'), [
        { league_id: 1, trade_id: 101, team_id: 11 },
      ]);
      assert.deepEqual(await rows(db, 'select id, league_id, lottery_id from draft_lottery_entries'), [
        { id: 300, league_id: 2, lottery_id: 30 },
      ]);
      assert.deepEqual(await rows(db, 'select id, counters_trade_id from trades where id = 101'), [
        { id: 101, counters_trade_id: 100 },
      ]);
      assert.deepEqual(await rows(db, 'select last_league_id from users'), [{ last_league_id: 2 }]);
      assert.deepEqual(distributionProblems(await readCatalog(db)), []);

      // The serial ids go on from where they were.
      const [item] = await rows(
        db,
        `insert into trade_items (league_id, trade_id, from_team_id, to_team_id, item_type, quantity)
         values (2, 200, 22, 21, 'faab', 1) returning id`,
      );
      assert.ok(Number(item?.id) > 0);

      // Deleting a team (its trades first) nulls a membership's reference to it, never its league;
      // so do an audit entry's and a countered proposal's deletion.
      await rows(db, 'update memberships set team_id = 21 where id = 5');
      await rows(db, 'delete from trade_items where league_id = 2');
      await rows(db, 'delete from trades where league_id = 2');
      await rows(db, 'delete from teams where id = 21');
      assert.deepEqual(await rows(db, 'select league_id, team_id from memberships where id = 5'), [
        { league_id: 2, team_id: null },
      ]);
      await rows(db, 'delete from audit_log where id = 40');
      assert.deepEqual(await rows(db, 'select league_id, audit_id from notification_messages where id = 50'), [
        { league_id: 2, audit_id: null },
      ]);
      await rows(db, 'delete from trades where id = 100');
      assert.deepEqual(await rows(db, 'select league_id, counters_trade_id from trades where id = 101'), [
        { league_id: 1, counters_trade_id: null },
      ]);
    } finally {
      await database.close();
    }
  });

  it('refuses a row that points into another league, and changes nothing', async () => {
    database = await emptyDatabase();
    try {
      await database.migrate(earlier);
      await writeOldRows(database.db);
      // A trade item of league 1's trade moving league 2's team: the old keys let it in.
      await rows(
        database.db,
        `insert into trade_items (id, trade_id, from_team_id, to_team_id, item_type, quantity)
         values (1002, 101, 21, 11, 'faab', 1)`,
      );
      await assert.rejects(database.migrate(migrations), (error: Error) => {
        const cause = (error as Error & { cause?: unknown }).cause;
        assert.match(`${error.message} ${String(cause)}`, /trade_items_from_team_fk/);
        return true;
      });
      const columns = await rows(
        database.db,
        `select column_name from information_schema.columns where table_name = 'trade_items' and column_name = 'league_id'`,
      );
      assert.deepEqual(columns, [], 'the migration left no part of itself behind');
      assert.equal((await rows(database.db, 'select id from trade_items')).length, 4);
    } finally {
      await database.close();
    }
  });
});
