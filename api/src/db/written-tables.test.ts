import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { announcementIn, changesOf, tablesChangedBy, tablesWrittenBy } from './written-tables';

// SQL text only: a drizzle instance that is never connected builds it.
const db = drizzle.mock({ schema });
const { memberships, teams, users } = schema;

describe('tablesWrittenBy', () => {
  it("names the table of drizzle's inserts, updates, deletes and upserts", () => {
    assert.deepEqual(
      tablesWrittenBy(
        db.insert(teams).values({ leagueId: 1, name: 'A', displayName: 'A', abbreviation: 'A' }).toSQL().sql,
      ),
      ['teams'],
    );
    assert.deepEqual(tablesWrittenBy(db.update(teams).set({ name: 'B' }).where(eq(teams.id, 1)).toSQL().sql), [
      'teams',
    ]);
    assert.deepEqual(tablesWrittenBy(db.delete(memberships).where(eq(memberships.id, 1)).toSQL().sql), ['memberships']);
    const upsert = db
      .insert(users)
      .values({ firebaseId: 'f', email: 'e@x.org' })
      .onConflictDoUpdate({ target: users.firebaseId, set: { email: 'e@x.org' } })
      .toSQL().sql;
    assert.deepEqual(tablesWrittenBy(upsert), ['users']);
  });

  it('names the tables of hand-written writes, a with included, and none of a read', () => {
    assert.deepEqual(tablesWrittenBy('UPDATE matchups SET home_score = 1'), ['matchups']);
    assert.deepEqual(tablesWrittenBy('truncate table public.leagues cascade'), ['leagues']);
    assert.deepEqual(
      tablesWrittenBy('with gone as (delete from "teams" returning id) insert into "audit_log" select 1'),
      ['teams', 'audit_log'],
    );
    assert.deepEqual(tablesWrittenBy(db.select().from(memberships).for('update').toSQL().sql), []);
    assert.deepEqual(tablesWrittenBy(sql`select pg_notify('x', 'update teams')`.toString()), []);
    assert.deepEqual(tablesWrittenBy('begin'), []);
  });
});

describe('tablesChangedBy', () => {
  it("adds to a delete's table those its foreign keys' cascade or set null change, transitively", () => {
    const fromTeams = tablesChangedBy(db.delete(teams).where(eq(teams.id, 1)).toSQL().sql);
    assert.ok(fromTeams.has('memberships'), "a deleted team sets its manager's membership team to null");
    assert.ok(fromTeams.has('players'));
    const fromLeagues = tablesChangedBy('delete from "leagues" where id = $1');
    for (const table of ['leagues', 'teams', 'matchups', 'memberships', 'players'])
      assert.ok(fromLeagues.has(table), table);
  });

  it('adds nothing to an insert or an update (no key here cascades on update)', () => {
    assert.deepEqual([...tablesChangedBy(db.update(teams).set({ name: 'B' }).toSQL().sql)], ['teams']);
    assert.deepEqual([...tablesChangedBy('insert into "leagues" (name) values ($1)')], ['leagues']);
    assert.deepEqual([...tablesChangedBy('select 1')], []);
  });
});

describe('changesOf: what a write tells the read cache', () => {
  it('reads the league the database named in its NOTICE, and ignores any other notice', () => {
    assert.equal(announcementIn('fantasy_data_changes teams 12'), 'teams 12');
    assert.equal(announcementIn('fantasy_data_changes users'), 'users');
    assert.equal(announcementIn('relation "x" already exists, skipping'), null);
  });

  it("takes the database's word for a table it named, and every other table the statement changes whole", () => {
    const cascade = 'delete from "leagues" where id = $1';
    assert.deepEqual(
      [...changesOf(cascade, ['leagues 4', 'teams 4', 'matchups 4', 'memberships 4'])].filter((change) =>
        /^(leagues|teams|matchups|memberships)\b/.test(change),
      ),
      ['leagues 4', 'teams 4', 'matchups 4', 'memberships 4'],
    );
    // Told nothing (a connection that did not ask): every table the statement changes, whole.
    assert.deepEqual([...changesOf('update "teams" set "name" = $1', [])], ['teams']);
  });
});
