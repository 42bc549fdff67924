import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { emptyDatabase, migrations, migrationsBefore, rows } from '../testing/migrations';

/**
 * The migration that names a team's provider key for the provider (0032_provider_team_key) on
 * a database that already holds teams of Yahoo, Sleeper and ESPN leagues: every team keeps its
 * key, and the league's keys stay unique under the index's new name.
 */
const MIGRATION = '0032_provider_team_key';

describe(`migration ${MIGRATION} on a database with data`, () => {
  let earlier: string;

  before(() => {
    earlier = migrationsBefore(MIGRATION);
  });
  after(() => rmSync(earlier, { recursive: true, force: true }));

  it("keeps every team's key under provider_team_key, still unique in its league", async () => {
    const database = await emptyDatabase();
    try {
      await database.migrate(earlier);
      const statements = `
        insert into leagues (id, name, current_season, default_season, default_week, provider) values
          (1, 'Yahoo league', 2025, 2025, 1, 'yahoo'), (2, 'Sleeper league', 2025, 2025, 1, 'sleeper'),
          (3, 'ESPN league', 2025, 2025, 1, 'espn');
        insert into teams (id, league_id, name, display_name, abbreviation, yahoo_team_key) values
          (11, 1, 'A', 'A', 'A', '461.l.6288.t.1'), (12, 1, 'B', 'B', 'B', null),
          (21, 2, 'C', 'C', 'C', '1180296734373085184.t.3'), (31, 3, 'D', 'D', 'D', 'espn.368876.2025.t.3')`;
      for (const statement of statements.split(';')) await database.db.execute(sql.raw(statement));

      await database.migrate(migrations);

      assert.deepEqual(await rows(database.db, 'select id, league_id, provider_team_key from teams order by id'), [
        { id: 11, league_id: 1, provider_team_key: '461.l.6288.t.1' },
        { id: 12, league_id: 1, provider_team_key: null },
        { id: 21, league_id: 2, provider_team_key: '1180296734373085184.t.3' },
        { id: 31, league_id: 3, provider_team_key: 'espn.368876.2025.t.3' },
      ]);
      const columns = await rows(
        database.db,
        `select column_name from information_schema.columns where table_name = 'teams' and column_name like '%team_key'`,
      );
      assert.deepEqual(columns, [{ column_name: 'provider_team_key' }]);
      await assert.rejects(
        rows(
          database.db,
          `insert into teams (id, league_id, name, display_name, abbreviation, provider_team_key)
           values (13, 1, 'E', 'E', 'E', '461.l.6288.t.1')`,
        ),
        (error: Error) => {
          const cause = (error as Error & { cause?: unknown }).cause;
          assert.match(`${error.message} ${String(cause)}`, /teams_league_provider_team_key_key/);
          return true;
        },
      );
    } finally {
      await database.close();
    }
  });
});
