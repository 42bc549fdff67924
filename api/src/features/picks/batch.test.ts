import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { draftPicks, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  readPicks,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('PATCH /api/picks/batch', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let year: number;
  let ids: [number, number, number, number];

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
  });
  after(() => app.close());

  // A round of a fresh year for each test: picks 1-3 in positions 1-3, pick 4 locked at 4.
  beforeEach(async () => {
    year = freshYear();
    const [a, b, c, d] = league.teamIds as [number, number, number, number];
    const rows = await insertPickFixtures(app, league, [
      { year, round: 1, originalTeamId: a, position: 1 },
      { year, round: 1, originalTeamId: b, position: 2 },
      { year, round: 1, originalTeamId: c, position: 3 },
      { year, round: 1, originalTeamId: d, position: 4, isLocked: true },
    ]);
    ids = rows.map((row) => row.id) as [number, number, number, number];
  });

  const patch = (picks: object[], user: TestUser | null = commissioner) =>
    app.inject({ method: 'PATCH', url: '/api/picks/batch', headers: user ? bearer(user) : {}, payload: { picks } });
  const whole = (id: number, fields: object) => ({ id, year, round: 1, ...fields });

  it('reorders a round and reassigns a pick, answering the stored picks, audited', async () => {
    const [one, two, three] = ids;
    const response = await patch([
      whole(one, { position: 2, currentTeamId: league.teamIds[0], originalTeamId: league.teamIds[0], isLocked: false }),
      whole(two, { position: 1, currentTeamId: league.teamIds[9] }),
      { id: three, isLocked: true },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response
        .json()
        .map((pick: { id: number; position: number; currentTeamId: number; isLocked: boolean }) => [
          pick.id,
          pick.position,
          pick.currentTeamId,
          pick.isLocked,
        ]),
      [
        [one, 2, league.teamIds[0], false],
        [two, 1, league.teamIds[9], false],
        [three, 3, league.teamIds[2], true],
      ],
    );
    const stored = await readPicks(app, [one, two, three]);
    assert.deepEqual(
      stored.map((pick) => [pick.position, pick.currentTeamId, pick.originalTeamId, pick.isLocked]),
      [
        [2, league.teamIds[0], league.teamIds[0], false],
        [1, league.teamIds[9], league.teamIds[1], false],
        [3, league.teamIds[2], league.teamIds[2], true],
      ],
    );
    assert.equal(await auditCount(app, 'pick.update', two), 1);
    // The unchanged pick one still gets an audit row: its position moved.
    assert.equal(await auditCount(app, 'pick.update', one), 1);
  });

  it('refuses a position another pick of the round keeps, even one not sent: 409, nothing changes', async () => {
    const before = await readPicks(app, ids);
    const response = await patch([whole(ids[0], { position: 3 })]);
    assert.equal(response.statusCode, 409);
    // Named as the board shows them, never by their row ids.
    const abbreviationOf = async (teamId: number) =>
      (await app.db.select({ abbreviation: teams.abbreviation }).from(teams).where(eq(teams.id, teamId)))[0]!
        .abbreviation;
    const [a, , c] = league.teamIds as [number, number, number];
    assert.deepEqual(response.json(), {
      message: `${year} round 1, pick 1, held by ${await abbreviationOf(a)} and ${year} round 1, pick 3, held by ${await abbreviationOf(c)} would both hold position 3`,
    });
    const swap = await patch([
      whole(ids[0], { position: 2 }),
      whole(ids[1], { position: 1 }),
      whole(ids[2], { position: 1 }),
    ]);
    assert.equal(swap.statusCode, 409);
    assert.deepEqual(await readPicks(app, ids), before);
    // Emptying a position frees it.
    const freed = await patch([whole(ids[2], { position: null }), whole(ids[0], { position: 3 })]);
    assert.equal(freed.statusCode, 200);
  });

  it('keeps a locked pick as it is, but lets the commissioner unlock it', async () => {
    const before = await readPicks(app, ids);
    const moved = await patch([whole(ids[0], { position: 5 }), whole(ids[3], { currentTeamId: league.teamIds[0] })]);
    assert.equal(moved.statusCode, 409);
    // Named as the board shows it, never by its row id.
    const [holder] = await app.db
      .select({ abbreviation: teams.abbreviation })
      .from(teams)
      .where(eq(teams.id, league.teamIds[3]!));
    assert.deepEqual(moved.json(), {
      message: `${year} round 1, pick 4, held by ${holder!.abbreviation} is locked: unlock it before changing it`,
    });
    const unlockAndMove = await patch([whole(ids[3], { isLocked: false, position: 6 })]);
    assert.equal(unlockAndMove.statusCode, 409);
    assert.deepEqual(await readPicks(app, ids), before);
    // Resending a locked pick unchanged is no change at all.
    assert.equal(
      (await patch([whole(ids[3], { position: 4, isLocked: true, currentTeamId: league.teamIds[3] })])).statusCode,
      200,
    );
    const unlocked = await patch([whole(ids[3], { isLocked: false })]);
    assert.equal(unlocked.statusCode, 200);
    assert.equal(unlocked.json()[0].isLocked, false);
    assert.equal((await patch([whole(ids[3], { position: 6 })])).json()[0].position, 6);
  });

  it("refuses changes to a pick's year, round or original team, and teams of no league team", async () => {
    const before = await readPicks(app, ids);
    // A team of no league is a missing row (404, docs/api.md §3); the rest are broken rules.
    const cases: Array<[object, number, string]> = [
      [{ id: ids[0], year: year + 1 }, 400, `Pick ${ids[0]}: year of a pick cannot change`],
      [{ id: ids[0], round: 2 }, 400, `Pick ${ids[0]}: round of a pick cannot change`],
      [
        { id: ids[0], originalTeamId: league.teamIds[5] },
        400,
        `Pick ${ids[0]}: originalTeamId of a pick cannot change`,
      ],
      [{ id: ids[0], currentTeamId: 909090 }, 404, `Pick ${ids[0]}: team 909090 is not a team of this league`],
      [{ id: ids[0], originalTeamId: 909090 }, 404, `Pick ${ids[0]}: team 909090 is not a team of this league`],
    ];
    for (const [change, status, message] of cases) {
      const response = await patch([whole(ids[1], { position: 9 }), change]);
      assert.equal(response.statusCode, status, JSON.stringify(change));
      assert.deepEqual(response.json(), { message });
    }
    const badRound = await patch([{ id: ids[0], round: 6 }]);
    assert.equal(badRound.statusCode, 400);
    assert.match(badRound.json().message, /round must be 1 to 5/);
    assert.equal((await patch([{ id: ids[0], position: 0 }])).statusCode, 400);
    assert.equal(
      (
        await patch([
          { id: ids[0], position: 1 },
          { id: ids[0], position: 1 },
        ])
      ).json().message,
      `Pick ${ids[0]} is listed twice`,
    );
    assert.equal((await patch([])).statusCode, 400);
    assert.deepEqual(await readPicks(app, ids), before);
  });

  it('refuses a save made from picks changed since (two tabs): 409 naming them, nothing written', async () => {
    const [one, two] = ids;
    const [a, b] = league.teamIds as [number, number];
    const abbreviations = new Map(
      (await app.db.select({ id: teams.id, abbreviation: teams.abbreviation }).from(teams)).map((team) => [
        team.id,
        team.abbreviation,
      ]),
    );
    // Both tabs opened the page on the picks as stored: pick one held by A at 1, two by B at 2.
    const fromOne = { currentTeamId: a, position: 1 };
    const fromTwo = { currentTeamId: b, position: 2 };
    const first = await patch([whole(one, { currentTeamId: league.teamIds[6], from: fromOne })]);
    assert.equal(first.statusCode, 200, first.body);
    const afterFirst = await readPicks(app, ids);
    // The second tab, still on the old picks, gives pick one to another team and swaps the round.
    const stale = await patch([
      whole(one, { currentTeamId: league.teamIds[7], position: 2, from: fromOne }),
      whole(two, { position: 1, from: fromTwo }),
    ]);
    assert.equal(stale.statusCode, 409);
    assert.deepEqual(stale.json(), {
      message: `${year} round 1, pick 1, held by ${abbreviations.get(a)} changed since you opened this page: reload to see it`,
    });
    assert.deepEqual(await readPicks(app, ids), afterFirst);
    assert.equal(await auditCount(app, 'pick.update', two), 0);
    // Several picks changed since are each named, as the page that sent them shows them.
    const both = await patch([
      whole(one, { position: 2, from: fromOne }),
      whole(two, { position: 1, from: { currentTeamId: b, position: 3 } }),
    ]);
    assert.equal(both.statusCode, 409);
    assert.deepEqual(both.json(), {
      message: `${year} round 1, pick 1, held by ${abbreviations.get(a)} and ${year} round 1, pick 3, held by ${abbreviations.get(b)} changed since you opened this page: reload to see them`,
    });
    assert.deepEqual(await readPicks(app, ids), afterFirst);
    // Made from the picks as they are now, the same change is saved.
    const fresh = await patch([
      whole(one, { currentTeamId: league.teamIds[7], from: { currentTeamId: league.teamIds[6], position: 1 } }),
    ]);
    assert.equal(fresh.statusCode, 200, fresh.body);
  });

  it('answers 404 naming unknown picks, changing nothing', async () => {
    const before = await readPicks(app, ids);
    const response = await patch([whole(ids[0], { position: 8 }), { id: 8080808, position: 1 }]);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Pick not found: 8080808' });
    assert.deepEqual(await readPicks(app, ids), before);
  });

  it('answers 401 without a token, 403 to a non-member and to a manager', async () => {
    const change = [whole(ids[0], { currentTeamId: league.teamIds[4] })];
    assert.equal((await patch(change, null)).statusCode, 401);
    assert.equal((await patch(change, await createTestUser())).statusCode, 403);
    const manager = await signInAsManager(app, null);
    const response = await patch(change, manager);
    assert.equal(response.statusCode, 403);
    const [stored] = await app.db.select().from(draftPicks).where(eq(draftPicks.id, ids[0]));
    assert.equal(stored?.currentTeamId, league.teamIds[0]);
  });
});
