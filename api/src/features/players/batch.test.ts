import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Player } from 'shared-contracts';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPlayerFixtures,
  readPlayers,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('PATCH /api/players/batch', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const year = freshYear();
  let ids: number[];

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    const rows = await insertPlayerFixtures(app, league, [
      { year, name: 'Batch One', position: 'QB', nflTeam: 'KC', auctionPrice: 10 },
      { year, name: 'Batch Two', position: 'RB', nflTeam: 'Buf', teamId: league.teamIds[0] },
      { year, name: 'Batch Three', position: 'WR', nflTeam: 'Det', isKeeper: true },
    ]);
    ids = rows.map((row) => row.id);
  });
  after(() => app.close());

  const patch = (updates: object[], user: TestUser | null = commissioner) =>
    app.inject({ method: 'PATCH', url: '/api/players/batch', headers: user ? bearer(user) : {}, payload: { updates } });

  it('changes only the fields sent, on every player, and answers them', async () => {
    const [one, two] = ids as [number, number];
    const response = await patch([
      { id: one, auctionPrice: 25, isKeeper: true, teamId: league.teamIds[3], position: 'qb' },
      { id: two, teamId: null, nflTeam: 'nyj', yearsKept: 3 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json() as Player[];
    assert.deepEqual(
      list.map((p) => p.id),
      [one, two],
    );
    const [storedOne, storedTwo] = await readPlayers(app, [one, two]);
    assert.deepEqual(
      [
        storedOne?.auctionPrice,
        storedOne?.isKeeper,
        storedOne?.teamId,
        storedOne?.position,
        storedOne?.name,
        storedOne?.nflTeam,
      ],
      [25, true, league.teamIds[3], 'QB', 'Batch One', 'KC'],
    );
    assert.deepEqual(
      [storedTwo?.teamId, storedTwo?.nflTeam, storedTwo?.yearsKept, storedTwo?.position],
      [null, 'NYJ', 3, 'RB'],
    );
    assert.equal(list[1]?.teamName, null);
    assert.equal(await auditCount(app, 'player.update', one), 1);
  });

  it('changes nothing when one player is unknown: 404 naming it', async () => {
    const before = await readPlayers(app, ids);
    const response = await patch([
      { id: ids[0], auctionPrice: 99 },
      { id: 987654, auctionPrice: 1 },
    ]);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      message: 'Player not found: 987654',
      issues: [{ path: ['updates', 1, 'id'], message: 'Player not found' }],
    });
    assert.deepEqual(await readPlayers(app, ids), before);
  });

  it('changes nothing when one row is bad: 400 naming the player', async () => {
    const before = await readPlayers(app, ids);
    const response = await patch([
      { id: ids[0], auctionPrice: 50 },
      { id: ids[1], nflTeam: 'Nowhere' },
      { id: ids[2], name: '' },
    ]);
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      `Player ${ids[1]}: NFL team "Nowhere" is not one of the 32 NFL team abbreviations; Player ${ids[2]}: Name, Position, and NFL Team are required`,
    );
    // Every problem at the index of its update in the list sent, with its field.
    assert.deepEqual(response.json().issues, [
      { path: ['updates', 1, 'nflTeam'], message: 'NFL team "Nowhere" is not one of the 32 NFL team abbreviations' },
      { path: ['updates', 2, 'name'], message: 'Name, Position, and NFL Team are required' },
    ]);
    assert.deepEqual(await readPlayers(app, ids), before);
    const twice = await patch([
      { id: ids[0], buffer: 1 },
      { id: ids[0], buffer: 2 },
    ]);
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(twice.json(), {
      message: `Player ${ids[0]} is listed twice`,
      issues: [{ path: ['updates', 1, 'id'], message: `Player ${ids[0]} is listed twice` }],
    });
    // A team of no league is a missing row: 404, its issue kept (docs/api.md §3).
    const badTeam = await patch([{ id: ids[0], teamId: 424242 }]);
    assert.equal(badTeam.statusCode, 404);
    assert.deepEqual(badTeam.json(), {
      message: `Player ${ids[0]}: team 424242 is not a team of this league`,
      issues: [{ path: ['updates', 0, 'teamId'], message: 'team 424242 is not a team of this league' }],
    });
    const badPosition = await patch([{ id: ids[0], position: 'Coach' }]);
    assert.equal(badPosition.statusCode, 400);
    assert.equal(
      badPosition.json().message,
      `Player ${ids[0]}: position "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S`,
    );
    assert.deepEqual(await readPlayers(app, ids), before);
  });

  it('lists every problem of every update, several of one player too, in issues (400: a missing team among broken rules)', async () => {
    const before = await readPlayers(app, ids);
    const response = await patch([
      { id: ids[0], position: 'Coach', nflTeam: 'XYZ', auctionPrice: 2.5, yearsKept: -1 },
      { id: ids[1], buffer: 3 },
      { id: ids[2], name: 'Fine\u200BName', teamId: 424242, yahooTeamKey: 'ignored when teamId is sent' },
    ]);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().issues, [
      {
        path: ['updates', 0, 'position'],
        message: 'position "Coach" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S',
      },
      { path: ['updates', 0, 'nflTeam'], message: 'NFL team "XYZ" is not one of the 32 NFL team abbreviations' },
      { path: ['updates', 0, 'auctionPrice'], message: 'auctionPrice must be a whole number' },
      { path: ['updates', 0, 'yearsKept'], message: 'yearsKept must be 0 to 1000000' },
      {
        path: ['updates', 2, 'name'],
        message: 'name must not contain invisible or text-direction characters (found U+200B)',
      },
      { path: ['updates', 2, 'teamId'], message: 'team 424242 is not a team of this league' },
    ]);
    assert.match(response.json().message, new RegExp(`^Player ${ids[0]}: position "Coach"`));
    assert.deepEqual(await readPlayers(app, ids), before);
  });

  it('refuses a name another player of the year holds, or two edits to one name, with 409', async () => {
    const before = await readPlayers(app, ids);
    const taken = await patch([
      { id: ids[0], buffer: 7 },
      { id: ids[2], name: 'batch two' },
    ]);
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), {
      message: 'Player "Batch Two" already exists',
      issues: [{ path: ['updates', 1, 'name'], message: 'Player "Batch Two" already exists' }],
    });
    const clash = await patch([
      { id: ids[0], name: 'Same Name' },
      { id: ids[2], name: 'SAME NAME' },
    ]);
    assert.equal(clash.statusCode, 409);
    assert.deepEqual(clash.json().issues, [
      { path: ['updates', 1, 'name'], message: 'Player "SAME NAME" already exists' },
    ]);
    assert.deepEqual(await readPlayers(app, ids), before);
    // Renaming a player to its own name in another case is no clash.
    const recased = await patch([{ id: ids[2], name: 'BATCH THREE' }]);
    assert.equal(recased.statusCode, 200);
    assert.equal(recased.json()[0].name, 'BATCH THREE');
  });

  it('refuses an empty list, and answers 401, 403 to non-members and managers', async () => {
    assert.equal((await patch([])).statusCode, 400);
    assert.equal((await patch([{ id: ids[0], buffer: 3 }], null)).statusCode, 401);
    assert.equal((await patch([{ id: ids[0], buffer: 3 }], await createTestUser())).statusCode, 403);
    const manager = await signInAsManager(app, null);
    const before = await readPlayers(app, ids);
    const response = await patch([{ id: ids[0], buffer: 3 }], manager);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await readPlayers(app, ids), before);
  });
});
