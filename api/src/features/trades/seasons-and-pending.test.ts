import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { trades } from '../../db/schema';
import { freshYear, insertTradeFixture } from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { startTradeLeague, type TradeLeague } from '../../testing/trades';

describe('GET /api/trades/seasons and /api/trades/pending-count', () => {
  let suite: TradeLeague;
  let managerOfB: TestUser;

  before(async () => {
    suite = await startTradeLeague();
    managerOfB = await signInAsManager(suite.app, suite.teamB);
  });
  after(() => suite.app.close());

  const get = (url: string, user: TestUser | null) =>
    suite.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
  const faabTrade = (
    season: number,
    by: number,
    to: number,
    status: 'pending' | 'accepted' | 'rejected' | 'cancelled' = 'pending',
  ) =>
    insertTradeFixture(suite.app, suite.league, {
      season,
      proposedByTeamId: by,
      proposedToTeamId: to,
      status,
      items: [{ fromTeamId: by, toTeamId: to, itemType: 'faab', quantity: 1 }],
    });

  it('lists each season the league has trades in once, newest first, including a new one', async () => {
    const season = freshYear();
    await faabTrade(season, suite.teamA, suite.teamB, 'accepted');
    await faabTrade(season, suite.teamB, suite.teamA, 'rejected');
    const response = await get('/api/trades/seasons', managerOfB);
    assert.equal(response.statusCode, 200);
    const seasons = response.json() as number[];
    const stored = await suite.app.db
      .selectDistinct({ season: trades.season })
      .from(trades)
      .where(eq(trades.leagueId, suite.league.leagueId));
    assert.deepEqual(
      seasons,
      stored.map((row) => row.season).sort((a, b) => b - a),
    );
    assert.equal(seasons.filter((value) => value === season).length, 1);
    assert.ok(seasons.includes(2022), 'the seeded history since 2022 is there');
  });

  it("counts only pending trades proposed to the caller's team", async () => {
    const pendingToB = async () =>
      (
        await suite.app.db
          .select()
          .from(trades)
          .where(and(eq(trades.proposedToTeamId, suite.teamB), eq(trades.status, 'pending')))
      ).length;
    const before = (await get('/api/trades/pending-count', managerOfB)).json() as { count: number };
    assert.equal(before.count, await pendingToB());
    const season = freshYear();
    await faabTrade(season, suite.teamA, suite.teamB);
    await faabTrade(season, suite.teamA, suite.teamB);
    await faabTrade(season, suite.teamB, suite.teamA); // B proposed it: A answers it
    await faabTrade(season, suite.teamA, suite.teamB, 'accepted');
    await faabTrade(season, suite.teamA, suite.teamB, 'cancelled');
    const response = await get('/api/trades/pending-count', managerOfB);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { count: before.count + 2 });
  });

  it('answers 0 to a member without a team', async () => {
    assert.deepEqual((await get('/api/trades/pending-count', await signIn(suite.app))).json(), { count: 0 });
    assert.deepEqual((await get('/api/trades/pending-count', await signInAsManager(suite.app, null))).json(), {
      count: 0,
    });
  });

  it('answers 401 without a token and 403 to a non-member', async () => {
    for (const url of ['/api/trades/seasons', '/api/trades/pending-count']) {
      assert.equal((await get(url, null)).statusCode, 401);
      assert.equal((await get(url, await createTestUser())).statusCode, 403);
    }
  });
});
