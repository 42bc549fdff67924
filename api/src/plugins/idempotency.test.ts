import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  type Endpoint,
  endpoints,
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  LEAGUE_ID_HEADER,
} from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { apiEndpoints } from '../endpoint-table';
import { idempotencyKeys, teams, trades } from '../db/schema';
import { createTestApp } from '../testing/app';
import {
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  setBalls,
  uniqueName,
} from '../testing/fixtures';
import { bearer, type TestUser } from '../testing/identities';
import { leagueFingerprint } from '../testing/league-fingerprint';
import { signIn } from '../testing/members';
import { buildTestbed, everyItemProposal } from '../testing/trades';

type Request = { method: 'POST'; url: string; payload?: Record<string, unknown>; user?: TestUser; leagueId?: number };
/** One create as a test sends it: the request, and (when it has a body) another body for the same key. */
type CreateCase = { row: Endpoint; request: () => Promise<{ first: Request; otherBody?: Record<string, unknown> }> };

let counter = 0;
/** A key no other request of the run uses. */
const newKey = (label = 'key') => `"${label}-${Date.now().toString(36)}-${(counter += 1)}"`;

describe('Idempotency-Key on every create', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let league: FixtureLeague;

  before(async () => {
    app = await createTestApp();
    commissioner = await signIn(app);
    league = await fixtureLeague(app);
  });
  after(() => app.close());

  const send = (request: Request, key?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...bearer(request.user ?? commissioner),
        [LEAGUE_ID_HEADER]: String(request.leagueId ?? league.leagueId),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(request.payload ? { payload: request.payload } : {}),
    });

  /** A new league of the commissioner's, with `teamCount` teams. */
  const newLeague = async (teamCount = 0): Promise<number> => {
    const made = await send({
      method: 'POST',
      url: '/api/leagues',
      payload: { name: uniqueName('League'), season: 2026 },
    });
    assert.equal(made.statusCode, 201, made.body);
    const leagueId = made.json().id as number;
    for (let index = 0; index < teamCount; index += 1)
      await app.db
        .insert(teams)
        .values({ leagueId, name: uniqueName('Team'), displayName: 'Manager', abbreviation: `T${index}X` });
    return leagueId;
  };

  // Each create, with a request that works: ordered, as the lottery's entry needs it open.
  let lotteryYear = 0;
  const cases: CreateCase[] = [
    {
      row: endpoints.createLeague,
      request: async () => ({
        first: { method: 'POST', url: '/api/leagues', payload: { name: uniqueName('League'), season: 2026 } },
        otherBody: { name: uniqueName('League'), season: 2026 },
      }),
    },
    {
      row: endpoints.inviteMember,
      request: async () => ({
        first: {
          method: 'POST',
          url: '/api/league/members',
          payload: { email: `a${counter}@example.com`, role: 'manager' },
        },
        otherBody: { email: `b${counter}@example.com`, role: 'manager' },
      }),
    },
    {
      row: endpoints.createInvitationLink,
      request: async () => ({
        first: { method: 'POST', url: '/api/league/invitation-links', payload: { expiresInDays: 7, maxUses: 5 } },
        otherBody: { expiresInDays: 7, maxUses: 6 },
      }),
    },
    {
      row: endpoints.acceptInvitation,
      request: async () => {
        const leagueId = await newLeague();
        const link = await send({
          method: 'POST',
          url: '/api/league/invitation-links',
          payload: { expiresInDays: 7, maxUses: 5 },
          leagueId,
        });
        assert.equal(link.statusCode, 201, link.body);
        const joiner = await signIn(app);
        return { first: { method: 'POST', url: `/api/invitations/${link.json().token}/accept`, user: joiner } };
      },
    },
    {
      row: leagueSetupEndpoints.createTeam,
      request: async () => ({
        first: { method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } },
        otherBody: { name: uniqueName('Team') },
      }),
    },
    {
      row: leagueSetupEndpoints.generateSchedule,
      request: async () => {
        const leagueId = await newLeague(4);
        return {
          first: { method: 'POST', url: '/api/schedule/generate', payload: { season: 2026, weeks: 3 }, leagueId },
          otherBody: { season: 2026, weeks: 4 },
        };
      },
    },
    {
      row: endpoints.createPlayer,
      request: async () => {
        const body = { year: league.currentSeason, position: 'WR', nflTeam: 'KC' };
        return {
          first: { method: 'POST', url: '/api/players', payload: { ...body, name: uniqueName('Player') } },
          otherBody: { ...body, name: uniqueName('Player') },
        };
      },
    },
    {
      row: leagueSetupEndpoints.generatePicks,
      request: async () => {
        const year = freshYear();
        return {
          first: { method: 'POST', url: '/api/picks/generate', payload: { fromYear: year, toYear: year } },
          otherBody: { fromYear: year, toYear: year + 1 },
        };
      },
    },
    {
      row: lotteryEndpoints.openLottery,
      request: async () => {
        lotteryYear = freshYear();
        const [a, b] = league.teamIds as [number, number];
        await insertPickFixtures(app, league, [
          { year: lotteryYear, round: 1, originalTeamId: a },
          { year: lotteryYear, round: 1, originalTeamId: b },
        ]);
        await setBalls(app, league, a, lotteryYear, 10);
        await setBalls(app, league, b, lotteryYear, 5);
        return { first: { method: 'POST', url: `/api/picks/lottery/${lotteryYear}/open` } };
      },
    },
    {
      row: lotteryEndpoints.enterLottery,
      request: async () => ({
        first: { method: 'POST', url: `/api/picks/lottery/${lotteryYear}/entries`, payload: { text: 'first words' } },
        otherBody: { text: 'other words' },
      }),
    },
    {
      row: endpoints.proposeTrade,
      request: async () => {
        const [teamA, teamB] = league.teamIds as [number, number];
        const proposal = everyItemProposal(await buildTestbed(app, league, teamA, teamB));
        return {
          first: { method: 'POST', url: '/api/trades', payload: proposal },
          otherBody: { ...proposal, items: proposal.items.slice(0, 1) },
        };
      },
    },
  ];

  it('covers every create of the endpoint table', () => {
    // The API's whole table: the main entry's rows and the entries' own (endpoint-table.ts).
    const creates = Object.values(apiEndpoints as Record<string, Endpoint>).filter((row) => row.creates);
    assert.deepEqual(
      cases.map((test) => `${test.row.method} ${test.row.path}`).sort(),
      creates.map((row) => `${row.method} ${row.path}`).sort(),
    );
  });

  for (const test of cases) {
    it(`${test.row.method} ${test.row.path}: a repeat with the key answers the first answer and writes nothing; another body with it is 422`, async () => {
      const { first, otherBody } = await test.request();
      const key = newKey();
      const created = await send(first, key);
      assert.ok(created.statusCode >= 200 && created.statusCode < 300, created.body);
      assert.equal(created.headers['idempotent-replayed'], undefined);

      const before = await leagueFingerprint(app.db);
      const repeated = await send(first, key);
      assert.equal(repeated.statusCode, created.statusCode);
      assert.equal(repeated.body, created.body);
      assert.equal(repeated.headers['idempotent-replayed'], 'true');
      assert.match(String(repeated.headers['content-type']), /^application\/json/);
      assert.equal(await leagueFingerprint(app.db), before);

      if (otherBody) {
        const reused = await send({ ...first, payload: otherBody }, key);
        assert.equal(reused.statusCode, 422);
        assert.deepEqual(reused.json(), { message: KEY_REUSED_MESSAGE });
        assert.equal(await leagueFingerprint(app.db), before);
      }
    });
  }

  it('without the header, a create works as before: a repeat is made again (or refused by its own rules)', async () => {
    const request: Request = { method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } };
    assert.equal((await send(request)).statusCode, 201);
    const again = await send(request);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /already exists/);
  });

  it('refuses a bad key with 400, naming the header, and writes nothing', async () => {
    const before = await leagueFingerprint(app.db);
    for (const bad of ['"short"', '"has space in it"', 'a'.repeat(129), '"quote"inside"', '', '"ünïcödé-key"']) {
      const response = await send({ method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } }, bad);
      assert.equal(response.statusCode, 400, bad);
      assert.match(response.json().message, /Idempotency-Key must be 8 to 128 letters, digits/);
    }
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('takes a bare key as the same key as its quoted form', async () => {
    const request: Request = { method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } };
    const key = newKey();
    const created = await send(request, key);
    const repeated = await send(request, key.slice(1, -1));
    assert.equal(created.statusCode, 201);
    assert.equal(repeated.body, created.body);
    assert.equal(repeated.headers['idempotent-replayed'], 'true');
  });

  it('refuses a repeat while the first request is still in flight (409), writing nothing', async () => {
    const request: Request = { method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } };
    const key = newKey();
    // Two at once: one takes the key; the other finds it in flight, or (when the first has
    // answered already) answers its answer. Never two teams.
    const [one, two] = await Promise.all([send(request, key), send(request, key)]);
    const statuses = [one.statusCode, two.statusCode].sort();
    assert.ok(
      (statuses[0] === 201 && statuses[1] === 409) || (statuses[0] === 201 && statuses[1] === 201),
      `${one.statusCode} ${two.statusCode}`,
    );
    const name = (request.payload as { name: string }).name;
    const made = await app.db.select().from(teams).where(eq(teams.name, name));
    assert.equal(made.length, 1);
    const refused = [one, two].find((response) => response.statusCode === 409);
    if (refused) assert.deepEqual(refused.json(), { message: KEY_IN_FLIGHT_MESSAGE });
  });

  it('answers 409 for a key whose first request has not answered yet', async () => {
    const key = newKey();
    const request: Request = { method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } };
    const first = await send(request, key);
    assert.equal(first.statusCode, 201);
    // As a first request is while it runs: its row taken, no answer stored yet.
    await app.db
      .update(idempotencyKeys)
      .set({ status: null, body: null })
      .where(eq(idempotencyKeys.key, key.slice(1, -1)));
    const before = await leagueFingerprint(app.db);
    const repeated = await send(request, key);
    assert.equal(repeated.statusCode, 409);
    assert.deepEqual(repeated.json(), { message: KEY_IN_FLIGHT_MESSAGE });
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('keeps no key for a refused create: the same key then makes a corrected request', async () => {
    const taken = uniqueName('Team');
    assert.equal((await send({ method: 'POST', url: '/api/teams', payload: { name: taken } })).statusCode, 201);
    const key = newKey();
    const refused = await send({ method: 'POST', url: '/api/teams', payload: { name: taken } }, key);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      (
        await app.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, key.slice(1, -1)))
      ).length,
      0,
    );
    const corrected = await send({ method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } }, key);
    assert.equal(corrected.statusCode, 201);
  });

  it("is the caller's and the request's: another person, or another create, with the same key makes its own", async () => {
    const key = newKey();
    const other = await signIn(app);
    const [teamA, teamB] = league.teamIds as [number, number];
    const proposal = everyItemProposal(await buildTestbed(app, league, teamA, teamB));
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(trades))[0]?.n ?? 0;
    const mine = await send({ method: 'POST', url: '/api/trades', payload: proposal }, key);
    const theirs = await send({ method: 'POST', url: '/api/trades', payload: proposal, user: other }, key);
    const team = await send({ method: 'POST', url: '/api/teams', payload: { name: uniqueName('Team') } }, key);
    assert.equal(mine.statusCode, 201);
    assert.equal(theirs.statusCode, 201);
    assert.notEqual(mine.json().id, theirs.json().id);
    assert.equal(team.statusCode, 201);
    assert.equal((await app.db.select({ n: sql<number>`count(*)::int` }).from(trades))[0]?.n, before + 2);
  });

  it('forgets a key once it expires: the same request then creates again', async () => {
    const key = newKey();
    const request: Request = {
      method: 'POST',
      url: '/api/league/invitation-links',
      payload: { expiresInDays: 1, maxUses: 1 },
    };
    const first = await send(request, key);
    await app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.key, key.slice(1, -1)), eq(idempotencyKeys.path, request.url)));
    const later = await send(request, key);
    assert.equal(first.statusCode, 201);
    assert.equal(later.statusCode, 201);
    assert.notEqual(later.json().id, first.json().id);
    assert.equal(later.headers['idempotent-replayed'], undefined);
  });
});
