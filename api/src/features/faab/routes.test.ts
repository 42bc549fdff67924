import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FaabBalance, Trade } from 'shared-contracts';
import { createTestApp } from '../../testing/app';
import { auditCount, faabOf, type FixtureLeague, fixtureLeague, freshYear, setFaab } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('GET and PUT /api/faab', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  let season: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    manager = await signInAsManager(app, league.teamIds[1] ?? null);
  });
  after(() => app.close());
  beforeEach(() => {
    season = freshYear();
  });

  const list = (user: TestUser = manager, year = season) =>
    app.inject({ method: 'GET', url: `/api/faab?season=${year}`, headers: bearer(user) });
  const put = (balances: object[], user: TestUser = commissioner, year = season) =>
    app.inject({ method: 'PUT', url: '/api/faab', headers: bearer(user), payload: { season: year, balances } });
  const everyFaab = async () => Promise.all(league.teamIds.map((teamId) => faabOf(app, teamId, season)));

  it('shows a member every team’s FAAB for the season in team order, $0 for a team without any', async () => {
    const [a, b] = league.teamIds as [number, number];
    await setFaab(app, league, b, season, 75);
    await setFaab(app, league, a, season + 1, 40);
    const response = await list();
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json(),
      league.teamIds.map((teamId) => ({ teamId, amount: teamId === b ? 75 : 0 })),
    );
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/faab?season=nope', headers: bearer(manager) })).statusCode,
      400,
    );
  });

  it('sets the listed teams’ FAAB, creating rows a team lacks, each change audited; teams not listed keep theirs', async () => {
    const [a, b, c] = league.teamIds as [number, number, number];
    const kept = await setFaab(app, league, c, season, 20);
    const existing = await setFaab(app, league, a, season, 5);
    const response = await put([
      { teamId: a, amount: 150 },
      { teamId: b, amount: 10_000 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const balances = response.json() as FaabBalance[];
    assert.deepEqual(balances.slice(0, 3), [
      { teamId: a, amount: 150 },
      { teamId: b, amount: 10_000 },
      { teamId: c, amount: 20 },
    ]);
    assert.deepEqual(await everyFaab().then((all) => all.slice(0, 3)), [150, 10_000, 20]);
    assert.equal(await auditCount(app, 'faab.update', existing.id), 1);
    assert.equal(await auditCount(app, 'faab.update', kept.id), 0);
    // Sending what is stored writes nothing, not even an audit row.
    assert.equal((await put([{ teamId: a, amount: 150 }])).statusCode, 200);
    assert.equal(await auditCount(app, 'faab.update', existing.id), 1);
  });

  it('sets all or none: any bad entry or an unknown team answers 400 with the reason and writes nothing', async () => {
    const [a, b] = league.teamIds as [number, number];
    await setFaab(app, league, a, season, 30);
    const before = await everyFaab();
    const amountMessage = 'amount must be a whole number of dollars from 0 to 10000';
    const cases: Array<[object[], string | RegExp]> = [
      [
        [
          { teamId: b, amount: 3 },
          { teamId: a, amount: 10_001 },
        ],
        new RegExp(amountMessage),
      ],
      [
        [
          { teamId: b, amount: 3 },
          { teamId: a, amount: -1 },
        ],
        new RegExp(amountMessage),
      ],
      [
        [
          { teamId: b, amount: 3 },
          { teamId: a, amount: 2.5 },
        ],
        new RegExp(amountMessage),
      ],
      [
        [
          { teamId: b, amount: 3 },
          { teamId: a, amount: '7' },
        ],
        new RegExp(amountMessage),
      ],
      [
        [
          { teamId: b, amount: 3 },
          { teamId: b, amount: 4 },
        ],
        `Team ${b} is listed twice`,
      ],
      [[], /balances must name at least one team/],
    ];
    for (const [balances, message] of cases) {
      const response = await put(balances);
      assert.equal(response.statusCode, 400, JSON.stringify(balances));
      if (typeof message === 'string') assert.deepEqual(response.json(), { message });
      else assert.match(response.json().message, message);
    }
    // A team of no league is a missing row (404); listed twice as well, the broken rule is told first.
    const stranger = await put([
      { teamId: b, amount: 3 },
      { teamId: 909090, amount: 4 },
    ]);
    assert.equal(stranger.statusCode, 404);
    assert.deepEqual(stranger.json(), { message: 'Not a team of this league: 909090' });
    const twiceAndStranger = await put([
      { teamId: 909090, amount: 3 },
      { teamId: b, amount: 3 },
      { teamId: b, amount: 4 },
    ]);
    assert.equal(twiceAndStranger.statusCode, 400);
    assert.deepEqual(twiceAndStranger.json(), { message: `Team ${b} is listed twice` });
    assert.deepEqual(await everyFaab(), before);
  });

  it('is the commissioner’s to set: 403 for a manager, nothing changes', async () => {
    const [a, b] = league.teamIds as [number, number];
    const response = await put([{ teamId: b, amount: 500 }], manager);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
    assert.deepEqual([await faabOf(app, a, season), await faabOf(app, b, season)], [null, null]);
  });

  // The manager signed in above manages team b, the trade's receiver.
  it('writes the budgets a trade’s FAAB moves: once set, an accepted FAAB trade moves the dollars', async () => {
    const [a, b] = league.teamIds as [number, number];
    const current = league.currentSeason;
    assert.equal(
      (
        await put(
          [
            { teamId: a, amount: 60 },
            { teamId: b, amount: 10 },
          ],
          commissioner,
          current,
        )
      ).statusCode,
      200,
    );
    const proposed = await app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: bearer(commissioner),
      payload: {
        proposedByTeamId: a,
        proposedToTeamId: b,
        items: [{ fromTeamId: a, toTeamId: b, itemType: 'faab', quantity: 25 }],
      },
    });
    assert.equal(proposed.statusCode, 201, proposed.body);
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/trades/${(proposed.json() as Trade).id}`,
      headers: bearer(manager),
      payload: { action: 'accept' },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const after = (await list(manager, current)).json() as FaabBalance[];
    assert.deepEqual(after.slice(0, 2), [
      { teamId: a, amount: 35 },
      { teamId: b, amount: 35 },
    ]);
  });
});
