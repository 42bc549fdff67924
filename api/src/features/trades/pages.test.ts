import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Trade, TRADE_PAGE_SIZE } from 'shared-contracts';
import { trades } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertTradeFixture } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';

/** The next page's address from a `Link: <…>; rel="next"` header, or null on the last page. */
function nextLink(header: string | string[] | number | undefined): string | null {
  if (typeof header !== 'string') return null;
  return /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] ?? null;
}

describe('GET /api/trades, page by page', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  const season = freshYear();
  /** Every trade of `season`, in the order the history shows them (newest first, then the higher id). */
  let expected: number[] = [];

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[11] ?? null);
    const [a, b, c] = league.teamIds as [number, number, number];
    const inserted: number[] = [];
    // 30 trades: pairs proposed at the same instant (the id breaks the tie), and times that
    // differ by microseconds only, finer than a JavaScript date.
    for (let n = 0; n < 30; n += 1) {
      const [by, to] = n % 3 === 0 ? [a, b] : n % 3 === 1 ? [b, c] : [c, a];
      const { trade } = await insertTradeFixture(app, league, {
        season,
        proposedByTeamId: by,
        proposedToTeamId: to,
        status: n % 4 === 0 ? 'pending' : 'accepted',
        items: [{ fromTeamId: by, toTeamId: to, itemType: 'faab', quantity: n + 1 }],
      });
      inserted.push(trade.id);
      const micros = Math.floor(n / 2) * 7 + (n % 5 === 0 ? 1 : 0);
      await app.db.execute(
        sql`update trades set proposed_at = timestamptz '2031-03-01 12:00:00+00' + ${`${micros} microseconds`}::interval where id = ${trade.id}`,
      );
    }
    const rows = await app.db
      .select({ id: trades.id })
      .from(trades)
      .where(eq(trades.season, season))
      .orderBy(desc(trades.proposedAt), desc(trades.id));
    expected = rows.map((row) => row.id);
    assert.equal(expected.length, inserted.length);
  });
  after(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(member) });

  /** Follows the Link headers from `first` to the last page; answers every page's ids. */
  async function walk(first: string): Promise<number[][]> {
    const pages: number[][] = [];
    for (let url: string | null = first; url !== null;) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, response.body);
      pages.push((response.json() as Trade[]).map((trade) => trade.id));
      url = nextLink(response.headers.link);
      assert.ok(pages.length <= 40, 'the pages end');
    }
    return pages;
  }

  it('answers every trade exactly once, in order, across pages, however large the page', async () => {
    for (const limit of [1, 4, 7, 29, 30, 100]) {
      const pages = await walk(`/api/trades?season=${season}&limit=${limit}`);
      assert.deepEqual(pages.flat(), expected, `limit ${limit}`);
      assert.equal(
        pages.length,
        Math.max(1, Math.ceil(expected.length / limit)),
        `limit ${limit}: no empty page at the end`,
      );
      assert.ok(pages.slice(0, -1).every((page) => page.length === limit));
    }
  });

  it(`answers the plain call with season and team with a first page of ${TRADE_PAGE_SIZE} by default, and the next page's address with the same filters`, async () => {
    const response = await get(`/api/trades?season=${season}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json() as Trade[]).map((trade) => trade.id),
      expected.slice(0, TRADE_PAGE_SIZE),
    );
    const next = nextLink(response.headers.link);
    assert.equal(next, `/api/trades?season=${season}&cursor=${expected[TRADE_PAGE_SIZE - 1]}`);
    const rest = await get(next!);
    assert.deepEqual(
      (rest.json() as Trade[]).map((trade) => trade.id),
      expected.slice(TRADE_PAGE_SIZE),
    );
    assert.equal(rest.headers.link, undefined, 'the last page names no next one');
  });

  it("keeps the team filter on every page: that team's trades only, all of them", async () => {
    const [a] = league.teamIds as [number];
    const pages = await walk(`/api/trades?teamId=${a}&season=${season}&limit=3`);
    const ofA = await app.db.select().from(trades).where(eq(trades.season, season));
    const expectedOfA = expected.filter((id) =>
      ofA.some((row) => row.id === id && (row.proposedByTeamId === a || row.proposedToTeamId === a)),
    );
    assert.deepEqual(pages.flat(), expectedOfA);
    assert.equal(expectedOfA.length, 20);
  });

  it('neither repeats nor skips a trade when one is proposed between two pages', async () => {
    const first = await get(`/api/trades?season=${season}&limit=5`);
    const [a, b] = league.teamIds as [number, number];
    const { trade: newer } = await insertTradeFixture(app, league, {
      season,
      proposedByTeamId: a,
      proposedToTeamId: b,
      proposedAt: new Date(Date.UTC(2031, 5, 1)),
      items: [{ fromTeamId: a, toTeamId: b, itemType: 'faab', quantity: 3 }],
    });
    try {
      const rest = await walk(nextLink(first.headers.link)!);
      assert.deepEqual([...(first.json() as Trade[]).map((trade) => trade.id), ...rest.flat()], expected);
    } finally {
      await app.db.delete(trades).where(eq(trades.id, newer.id));
    }
  });

  it('refuses a cursor naming no trade of the league, and a page size out of range, with a clear message', async () => {
    const missing = await get(`/api/trades?season=${season}&cursor=2147483000`);
    assert.equal(missing.statusCode, 404);
    assert.equal(
      missing.json().message,
      'cursor 2147483000 names no trade of this league: start again from the first page',
    );
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=0', 'cursor=1e3']) {
      const response = await get(`/api/trades?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.match(
        response.json().message,
        /limit must be a whole number from 1 to 100|cursor must be a whole number/,
        query,
      );
    }
  });
});
