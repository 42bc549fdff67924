import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_UPSERT_PLAYERS } from 'shared-contracts';
import { players } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { fixtureLeague, freshYear } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';

/** Row `index` of a big book, with every field the Players screen sends for a CSV row. */
const bookRow = (index: number) => ({
  name: `Big Book Player ${String(index + 1).padStart(5, '0')}`,
  position: ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'][index % 6],
  nflTeam: 'KC',
  yahooTeamKey: null,
  isKeeper: index % 5 === 0,
  isRookie: index % 7 === 0,
  auctionPrice: index % 80,
  buffer: index % 6,
  previousYearValue: index % 80,
  yearsKept: index % 3,
  currentYearValue: (index % 80) + 2,
  fileRow: index + 2,
});

// docs/api.md §9: a CSV import of a big book is one call, checked whole and written in one transaction.
describe('POST /api/players/upsert of a 20,000-row book', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let leagueId: number;
  const year = freshYear();
  before(async () => {
    app = await createTestApp();
    leagueId = (await fixtureLeague(app)).leagueId;
    commissioner = await signIn(app);
  });
  after(() => app.close());

  const upsert = (rows: object[]) =>
    app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: bearer(commissioner),
      payload: { year, players: rows },
    });
  const yearCount = async () =>
    (await app.db.select({ rows: count() }).from(players).where(eq(players.year, year)))[0]!.rows;

  it('writes all 20,000 rows in one call', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => bookRow(index));
    const response = await upsert(rows);
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    assert.deepEqual(response.json(), { created: 20_000, updated: 0 });
    assert.equal(await yearCount(), 20_000);
    const [last] = await app.db.select().from(players).where(eq(players.name, 'Big Book Player 20000'));
    assert.deepEqual([last?.leagueId, last?.year, last?.position], [leagueId, year, 'RB']);
  });

  it(`refuses more than ${MAX_UPSERT_PLAYERS} rows a call, writing nothing`, async () => {
    const before = await yearCount();
    const rows = Array.from({ length: MAX_UPSERT_PLAYERS + 1 }, (_, index) => bookRow(index + 30_000));
    const response = await upsert(rows);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /at most 25,000 players a call/);
    assert.equal(await yearCount(), before);
  });
});
