import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NFL_TEAMS } from 'shared-contracts';
import { players } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';

const ROWS = 5000;

describe('POST /api/players/upsert with 5,000 rows', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  const year = freshYear();

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
  });
  after(() => app.close());

  const bookOf = (auctionPrice: number) =>
    Array.from({ length: ROWS }, (_, index) => ({
      name: `Bulk Player ${index + 1}`,
      position: ['QB', 'RB', 'WR', 'TE'][index % 4],
      nflTeam: NFL_TEAMS[index % NFL_TEAMS.length] as string,
      teamId: league.teamIds[index % league.teamIds.length],
      auctionPrice,
      yearsKept: index % 3,
      // The rest of a CSV export's columns, as an import sends them back (teamName is ignored).
      buffer: 2,
      previousYearValue: 11,
      currentYearValue: 13,
      isKeeper: index % 5 === 0,
      isRookie: false,
      teamName: 'The fantasy team name the export wrote beside the key',
    }));
  const countOfYear = async () =>
    (await app.db.select({ n: count() }).from(players).where(eq(players.year, year)))[0]?.n;

  it('creates 5,000 players in one call, then updates all 5,000 in one call', async () => {
    const body = JSON.stringify({ year, players: bookOf(7) });
    assert.ok(body.length > 1024 * 1024, 'the body is over Fastify’s default 1 MB limit');
    const created = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: { ...bearer(commissioner), 'content-type': 'application/json' },
      payload: body,
    });
    assert.equal(created.statusCode, 200, created.body.slice(0, 300));
    assert.deepEqual(created.json(), { created: ROWS, updated: 0 });
    assert.equal(await countOfYear(), ROWS);

    const updated = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: bearer(commissioner),
      payload: { year, players: bookOf(9) },
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { created: 0, updated: ROWS });
    assert.equal(await countOfYear(), ROWS);
    const [last] = await app.db
      .select()
      .from(players)
      .where(eq(players.name, `Bulk Player ${ROWS}`));
    assert.deepEqual(
      [last?.auctionPrice, last?.year, last?.teamId],
      [9, year, league.teamIds[(ROWS - 1) % league.teamIds.length]],
    );
  });

  it('writes none of 5,000 rows when the last one is bad', async () => {
    const other = freshYear();
    const book = bookOf(3);
    book[ROWS - 1] = { ...book[ROWS - 1]!, nflTeam: 'XXX' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: bearer(commissioner),
      payload: { year: other, players: book },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, `Row ${ROWS}: NFL team "XXX" is not one of the 32 NFL team abbreviations`);
    assert.equal((await app.db.select({ n: count() }).from(players).where(eq(players.year, other)))[0]?.n, 0);
  });
});
