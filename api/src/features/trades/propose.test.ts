import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { teams, trades } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  insertPickFixtures,
  insertPlayerFixtures,
  setFaab,
  uniqueName,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, everyItemProposal, type Testbed } from '../../testing/trades';

describe('POST /api/trades', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let managerA: TestUser;
  let managerB: TestUser;
  let bed: Testbed;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    bed = await buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);
    managerA = await signInAsManager(app, bed.teamA);
    managerB = await signInAsManager(app, bed.teamB);
  });
  after(() => app.close());

  const propose = (payload: object, user: TestUser | null = managerA) =>
    app.inject({ method: 'POST', url: '/api/trades', headers: user ? bearer(user) : {}, payload });
  const tradeCount = async () => (await app.db.select({ n: count() }).from(trades))[0]?.n ?? 0;

  it("proposes a trade of every kind of item in the league's current season, pending, audited", async () => {
    const response = await propose(everyItemProposal(bed));
    assert.equal(response.statusCode, 201, response.body);
    const trade = response.json() as Trade;
    assert.deepEqual(
      [trade.proposedByTeamId, trade.proposedToTeamId, trade.status, trade.season],
      [bed.teamA, bed.teamB, 'pending', league.currentSeason],
    );
    assert.ok(trade.proposedByTeam.name && trade.proposedToTeam.name);
    assert.ok(Math.abs(Date.parse(trade.proposedAt) - Date.now()) < 60_000, 'proposedAt is now');
    assert.deepEqual(
      trade.items.map(({ tradeId, fromTeamId, itemType, itemId, quantity }) => [
        tradeId,
        fromTeamId,
        itemType,
        itemId,
        quantity,
      ]),
      [
        [trade.id, bed.teamA, 'player', bed.playerA.id, null],
        [trade.id, bed.teamA, 'draft_pick', bed.pickA.id, null],
        [trade.id, bed.teamA, 'ping_pong_ball', bed.ballsA.id, 4],
        [trade.id, bed.teamA, 'faab', null, 30],
        [trade.id, bed.teamB, 'player', bed.playerB.id, null],
      ],
    );
    assert.equal(await auditCount(app, 'trade.propose', trade.id), 1);
    const [row] = await app.db.select().from(trades).where(eq(trades.id, trade.id));
    assert.ok(row?.proposedByUserId, 'the proposer is recorded');
  });

  it('fills the default quantities: 1 ball, $10 FAAB', async () => {
    const response = await propose({
      proposedByTeamId: bed.teamA,
      proposedToTeamId: bed.teamB,
      items: [
        { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'ping_pong_ball', itemId: bed.ballsA.id },
        { fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'faab' },
      ],
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(
      response.json().items.map((item: { quantity: number }) => item.quantity),
      [1, 10],
    );
  });

  it('lets the commissioner propose for any two teams, but a manager only from their own team', async () => {
    const fromB = {
      proposedByTeamId: bed.teamB,
      proposedToTeamId: bed.teamA,
      items: [{ fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'faab', quantity: 5 }],
    };
    const before = await tradeCount();
    const refused = await propose(fromB, managerA);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: 'You can only propose trades from your own team' });
    assert.equal(await tradeCount(), before);
    assert.equal((await propose(fromB, commissioner)).statusCode, 201);
    assert.equal((await propose(fromB, managerB)).statusCode, 201);
    assert.equal((await propose(fromB, null)).statusCode, 401);
    assert.equal((await propose(fromB, await createTestUser())).statusCode, 403);
  });

  it('refuses bad proposals with 400 naming the item, storing nothing', async () => {
    const { teamA, teamB } = bed;
    const teamC = league.teamIds[2]!;
    const base = { proposedByTeamId: teamA, proposedToTeamId: teamB };
    const faab = (fields: object) => ({ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', ...fields });
    const cases: Array<[object, string | RegExp]> = [
      [{ proposedByTeamId: teamA, proposedToTeamId: teamA, items: [faab({})] }, 'A team cannot trade with itself'],
      [{ ...base, items: [] }, /a trade needs at least one item/],
      [{ ...base, items: [faab({ toTeamId: teamC })] }, 'Item 1: must move from one team of the trade to the other'],
      [{ ...base, items: [faab({ quantity: 0 })] }, 'Item 1: FAAB must be 1 to 1000'],
      [{ ...base, items: [faab({ quantity: 1001 })] }, 'Item 1: FAAB must be 1 to 1000'],
      [{ ...base, items: [faab({ itemId: 3 })] }, 'Item 1: FAAB takes a quantity, not an itemId'],
      [
        {
          ...base,
          items: [
            { fromTeamId: teamA, toTeamId: teamB, itemType: 'ping_pong_ball', itemId: bed.ballsA.id, quantity: 101 },
          ],
        },
        'Item 1: ping pong balls must be 1 to 100',
      ],
      [
        { ...base, items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'player' }] },
        'Item 1: itemId is required for a player',
      ],
      [{ ...base, items: [faab({ quantity: 5 }), faab({ quantity: 6 })] }, 'Item 2: the same asset as item 1'],
      [{ ...base, items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'stock' }] }, /itemType/],
    ];
    const before = await tradeCount();
    for (const [payload, message] of cases) {
      const response = await propose(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      if (typeof message === 'string') assert.deepEqual(response.json(), { message });
      else assert.match(response.json().message, message);
    }
    assert.equal(await tradeCount(), before);
  });

  it('refuses teams and items naming no row of the league with 404, storing nothing', async () => {
    const { teamA, teamB } = bed;
    const base = { proposedByTeamId: teamA, proposedToTeamId: teamB };
    const item = (itemType: string, itemId: number) => ({ fromTeamId: teamA, toTeamId: teamB, itemType, itemId });
    const cases: Array<[object, string]> = [
      [
        {
          proposedByTeamId: teamA,
          proposedToTeamId: 999999,
          items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab' }],
        },
        'Not a team of this league: 999999',
      ],
      [{ ...base, items: [item('player', 987654)] }, 'Item 1: player 987654 not found'],
      [{ ...base, items: [item('draft_pick', 987654)] }, 'Item 1: draft pick 987654 not found'],
      [{ ...base, items: [item('ping_pong_ball', 987654)] }, 'Item 1: ping pong ball entry 987654 not found'],
      [
        { ...base, items: [{ fromTeamId: 999999, toTeamId: teamB, itemType: 'faab' }] },
        'Item 1: not a team of this league: 999999',
      ],
      [
        { ...base, items: [item('player', 987654), item('draft_pick', 987654)] },
        'Item 1: player 987654 not found; Item 2: draft pick 987654 not found',
      ],
    ];
    const before = await tradeCount();
    for (const [payload, message] of cases) {
      const response = await propose(payload, commissioner);
      assert.equal(response.statusCode, 404, JSON.stringify(payload));
      assert.deepEqual(response.json(), { message });
    }
    // A missing row beside a broken rule, or an item its team does not hold: 404 only when every problem is a missing row.
    const missingAndRule = await propose(
      {
        ...base,
        items: [
          { fromTeamId: 999999, toTeamId: teamB, itemType: 'faab' },
          { fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 0 },
        ],
      },
      commissioner,
    );
    assert.equal(missingAndRule.statusCode, 400);
    assert.deepEqual(missingAndRule.json(), {
      message: 'Item 1: not a team of this league: 999999; Item 2: FAAB must be 1 to 1000',
    });
    const mixed = await propose(
      { ...base, items: [item('player', 987654), item('player', bed.playerB.id)] },
      commissioner,
    );
    assert.equal(mixed.statusCode, 409);
    assert.match(mixed.json().message, /^Item 1: player 987654 not found; Item 2: Player ".+" is not on /);
    assert.equal(await tradeCount(), before);
  });

  it('refuses items their from-team does not hold with 409, storing nothing', async () => {
    const { teamA, teamB, season } = bed;
    const [lastYears] = await insertPlayerFixtures(app, league, [
      { year: season - 1, name: uniqueName('Old'), teamId: teamA },
    ]);
    await setFaab(app, league, teamB, season, 50);
    const [locked] = await insertPickFixtures(app, league, [
      { year: bed.ballYear, round: 3, originalTeamId: teamA, isLocked: true },
    ]);
    const item = (fields: object) => ({
      proposedByTeamId: teamA,
      proposedToTeamId: teamB,
      items: [{ fromTeamId: teamA, toTeamId: teamB, ...fields }],
    });
    const nameOf = async (teamId: number) =>
      (await app.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)))[0]!.name;
    // A pick or a team's balls are named as members see them, never by a row id.
    const cases: Array<[object, string]> = [
      [item({ itemType: 'player', itemId: bed.playerB.id }), `Item 1: Player "${bed.playerB.name}" is not on `],
      [item({ itemType: 'player', itemId: lastYears!.id }), `Item 1: Player "${lastYears!.name}" is not on `],
      [
        item({ itemType: 'draft_pick', itemId: bed.pickB.id }),
        `Item 1: the ${bed.ballYear} round 2 pick of ${await nameOf(teamB)} is not held by ${await nameOf(teamA)}`,
      ],
      [
        item({ itemType: 'draft_pick', itemId: locked!.id }),
        `Item 1: the ${bed.ballYear} round 3 pick of ${await nameOf(teamA)} is locked`,
      ],
      [item({ itemType: 'ping_pong_ball', itemId: bed.ballsA.id, quantity: 11 }), 'Item 1: '],
      [item({ itemType: 'faab', quantity: 101 }), 'Item 1: '],
      [
        {
          proposedByTeamId: teamA,
          proposedToTeamId: teamB,
          items: [{ fromTeamId: teamB, toTeamId: teamA, itemType: 'ping_pong_ball', itemId: bed.ballsA.id }],
        },
        `Item 1: the ${bed.ballYear} ping pong balls of ${await nameOf(teamA)} are not ${await nameOf(teamB)}'s`,
      ],
    ];
    const before = await tradeCount();
    for (const [payload, start] of cases) {
      const response = await propose(payload, commissioner);
      assert.equal(response.statusCode, 409, JSON.stringify(payload));
      assert.ok(response.json().message.startsWith(start), response.json().message);
    }
    const balls = await propose(item({ itemType: 'ping_pong_ball', itemId: bed.ballsA.id, quantity: 11 }));
    assert.match(balls.json().message, new RegExp(`has 10 ping pong balls for ${bed.ballYear}, not 11$`));
    const money = await propose(item({ itemType: 'faab', quantity: 101 }));
    assert.match(money.json().message, new RegExp(`has \\$100 FAAB for ${season}, not \\$101$`));
    assert.equal(await tradeCount(), before);
  });
});
