import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade, TradeReviewRule } from 'shared-contracts';
import { trades } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { openSameDatabase } from '../../testing/database';
import {
  auditCount,
  faabOf,
  type FixtureLeague,
  fixtureLeague,
  readPicks,
  readPlayers,
  tradeStatusOf,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, everyItemProposal, type Testbed } from '../../testing/trades';
import { vetoThreshold } from './review-rules';
import { completeDueReviews } from './trade-review';

describe('trade review: a league reviews accepted trades before their assets move', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let receiver: TestUser;
  /** Managers of two teams not in the testbed's trades (the voters). */
  let voters: TestUser[];
  let teamA: number;
  let teamB: number;

  before(async () => {
    // No timer: each test ends due reviews itself, when it means to.
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    assert.ok(league.teamIds.length >= 6, 'the fixture league has teams enough to vote');
    commissioner = await signIn(app);
    receiver = await signInAsManager(app, teamB);
    voters = [
      await signInAsManager(app, league.teamIds[2]!),
      await signInAsManager(app, league.teamIds[3]!),
      await signInAsManager(app, league.teamIds[4]!),
    ];
  });
  after(() => app.close());
  // Each test starts with no trade under review: one left by another test would reserve the
  // FAAB every testbed gives team A.
  beforeEach(() =>
    app.db
      .update(trades)
      .set({ status: 'cancelled' })
      .where(and(eq(trades.leagueId, league.leagueId), eq(trades.status, 'in_review'))),
  );

  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
    app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const setRule = async (rule: TradeReviewRule) => {
    const response = await send('PUT', '/api/trades/review-rule', commissioner, rule);
    assert.equal(response.statusCode, 200, response.body);
  };
  const proposeAndAccept = async (bed: Testbed) => {
    const proposed = await send('POST', '/api/trades', commissioner, everyItemProposal(bed));
    assert.equal(proposed.statusCode, 201, proposed.body);
    const id = (proposed.json() as Trade).id;
    const accepted = await send('PUT', `/api/trades/${id}`, receiver, { action: 'accept' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    return accepted.json() as Trade;
  };
  /** Where the testbed's assets are: players' and picks' teams, and A's and B's FAAB. */
  const holdings = async (bed: Testbed) => ({
    players: (await readPlayers(app, [bed.playerA.id, bed.playerB.id])).map((player) => player.teamId),
    picks: (await readPicks(app, [bed.pickA.id])).map((pick) => pick.currentTeamId),
    faab: [await faabOf(app, teamA, bed.season), await faabOf(app, teamB, bed.season)],
  });
  const UNMOVED = () => ({ players: [teamA, teamB], picks: [teamA], faab: [100, 50] });
  const moved = { players: () => [teamB, teamA], picks: () => [teamB], faab: [70, 80] };
  const pastDue = (id: number) =>
    app.db
      .update(trades)
      .set({ reviewEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(trades.id, id));

  describe('the rule', () => {
    it('is "at once" until the commissioner sets one; members read it, only the commissioner sets it', async () => {
      const read = await send('GET', '/api/trades/review-rule', voters[0]!);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal((read.json() as TradeReviewRule).mode, 'immediate');
      const refused = await send('PUT', '/api/trades/review-rule', voters[0]!, {
        mode: 'league-vote',
        reviewHours: 24,
        vetoPercent: 50,
      });
      assert.equal(refused.statusCode, 403, refused.body);
      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 50 });
      const again = await send('GET', '/api/trades/review-rule', voters[0]!);
      assert.deepEqual(again.json(), { mode: 'league-vote', reviewHours: 24, vetoPercent: 50 });
      assert.ok((await auditCount(app, 'league.trade-review-rule', league.leagueId)) >= 1);
    });

    it('refuses hours and shares out of range, naming them, and keeps the rule', async () => {
      await setRule({ mode: 'commissioner', reviewHours: 12, vetoPercent: 40 });
      for (const [body, words] of [
        [{ mode: 'league-vote', reviewHours: 0, vetoPercent: 50 }, 'reviewHours must be a whole number from 1 to 168'],
        [
          { mode: 'league-vote', reviewHours: 169, vetoPercent: 50 },
          'reviewHours must be a whole number from 1 to 168',
        ],
        [{ mode: 'league-vote', reviewHours: 24, vetoPercent: 0 }, 'vetoPercent must be a whole number from 1 to 100'],
        [
          { mode: 'league-vote', reviewHours: 24, vetoPercent: 101 },
          'vetoPercent must be a whole number from 1 to 100',
        ],
        [{ mode: 'sometimes', reviewHours: 24, vetoPercent: 50 }, 'mode'],
      ] as const) {
        const response = await send('PUT', '/api/trades/review-rule', commissioner, body);
        assert.equal(response.statusCode, 400, response.body);
        assert.match(response.body, new RegExp(words));
      }
      const kept = await send('GET', '/api/trades/review-rule', commissioner);
      assert.deepEqual(kept.json(), { mode: 'commissioner', reviewHours: 12, vetoPercent: 40 });
    });
  });

  describe('a league vote', () => {
    it('puts the accepted trade under review with its deadline and threshold, moving nothing', async () => {
      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 30 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const started = Date.now();
      const trade = await proposeAndAccept(bed);
      assert.equal(trade.status, 'in_review');
      assert.equal(trade.review?.mode, 'league-vote');
      assert.equal(trade.review?.threshold, vetoThreshold(league.teamIds.length - 2, 30));
      const endsAt = Date.parse(trade.review?.endsAt ?? '');
      assert.ok(endsAt >= started + 24 * 3_600_000 - 1000 && endsAt <= Date.now() + 24 * 3_600_000 + 1000);
      assert.deepEqual(trade.review?.vetoTeamIds, []);
      assert.deepEqual(await holdings(bed), UNMOVED());
      // Not due yet: the timer's round leaves it under review.
      assert.equal(await completeDueReviews(app.db), 0);
      assert.equal(await tradeStatusOf(app, trade.id), 'in_review');
    });

    it('reserves its assets: another proposal or accept with one is 409 naming it and the trade', async () => {
      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 30 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      // A second proposal of the same player, made before the first is accepted…
      const other = await send('POST', '/api/trades', commissioner, {
        proposedByTeamId: teamA,
        proposedToTeamId: league.teamIds[2],
        items: [{ fromTeamId: teamA, toTeamId: league.teamIds[2], itemType: 'player', itemId: bed.playerA.id }],
      });
      assert.equal(other.statusCode, 201, other.body);
      const trade = await proposeAndAccept(bed);
      // …cannot be accepted now, and a new one cannot be made.
      const accept = await send('PUT', `/api/trades/${(other.json() as Trade).id}`, commissioner, { action: 'accept' });
      assert.equal(accept.statusCode, 409, accept.body);
      assert.match(
        accept.json().message,
        new RegExp(`Player "${bed.playerA.name}" is reserved: under review in trade ${trade.id}`),
      );
      const again = await send('POST', '/api/trades', commissioner, {
        proposedByTeamId: teamA,
        proposedToTeamId: league.teamIds[3],
        items: [
          { fromTeamId: teamA, toTeamId: league.teamIds[3], itemType: 'draft_pick', itemId: bed.pickA.id },
          { fromTeamId: teamA, toTeamId: league.teamIds[3], itemType: 'faab', quantity: 71 },
        ],
      });
      assert.equal(again.statusCode, 409, again.body);
      assert.match(again.json().message, /Item 1: the \d+ round 1 pick of .+ is reserved: under review in trade/);
      assert.match(again.json().message, /Item 2: \$30 of .+ FAAB is reserved .+ leaving \$70, not \$71/);
      assert.equal(await tradeStatusOf(app, (other.json() as Trade).id), 'pending');
      // What is not reserved still trades: $70 of A's $100 is free.
      const free = await send('POST', '/api/trades', commissioner, {
        proposedByTeamId: teamA,
        proposedToTeamId: league.teamIds[3],
        items: [{ fromTeamId: teamA, toTeamId: league.teamIds[3], itemType: 'faab', quantity: 70 }],
      });
      assert.equal(free.statusCode, 201, free.body);
    });

    it('lets only teams not in the trade veto, once each, and take a veto back', async () => {
      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 100 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const trade = await proposeAndAccept(bed);
      const inTrade = await send('POST', `/api/trades/${trade.id}/veto`, receiver);
      assert.equal(inTrade.statusCode, 403, inTrade.body);
      assert.match(inTrade.json().message, /Only the manager of a team not in the trade may veto it/);
      const first = await send('POST', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual((first.json() as Trade).review?.vetoTeamIds, [league.teamIds[2]]);
      const twice = await send('POST', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.deepEqual((twice.json() as Trade).review?.vetoTeamIds, [league.teamIds[2]]);
      const taken = await send('DELETE', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.equal(taken.statusCode, 200, taken.body);
      assert.deepEqual((taken.json() as Trade).review?.vetoTeamIds, []);
      const none = await send('DELETE', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.equal(none.statusCode, 409, none.body);
      assert.equal((taken.json() as Trade).status, 'in_review');
    });

    it('is vetoed by the vote that reaches the threshold: nothing moves, votes close', async () => {
      // 2 of the teams not in the trade: the share that needs exactly two vetoes here.
      const others = league.teamIds.length - 2;
      const percent = Math.floor(200 / others);
      assert.equal(vetoThreshold(others, percent), 2);
      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: percent });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const trade = await proposeAndAccept(bed);
      const one = await send('POST', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.equal((one.json() as Trade).status, 'in_review');
      const two = await send('POST', `/api/trades/${trade.id}/veto`, voters[1]!);
      assert.equal(two.statusCode, 200, two.body);
      assert.equal((two.json() as Trade).status, 'vetoed');
      assert.deepEqual(await holdings(bed), UNMOVED());
      assert.equal(await auditCount(app, 'trade.veto', trade.id), 1);
      const late = await send('POST', `/api/trades/${trade.id}/veto`, voters[2]!);
      assert.equal(late.statusCode, 409, late.body);
      // Its assets are free again.
      const next = await proposeAndAccept(await buildTestbed(app, league, teamA, teamB));
      assert.equal(next.status, 'in_review');
      // The deadline passing later changes nothing.
      await pastDue(trade.id);
      await completeDueReviews(app.db);
      assert.equal(await tradeStatusOf(app, trade.id), 'vetoed');
      assert.deepEqual(await holdings(bed), UNMOVED());
    });

    it('completes when its deadline passes without a veto: the assets move once', async () => {
      await setRule({ mode: 'league-vote', reviewHours: 1, vetoPercent: 100 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const trade = await proposeAndAccept(bed);
      await send('POST', `/api/trades/${trade.id}/veto`, voters[0]!);
      await pastDue(trade.id);
      const late = await send('POST', `/api/trades/${trade.id}/veto`, voters[1]!);
      assert.equal(late.statusCode, 409, late.body);
      assert.match(late.json().message, /votes are closed/);
      assert.ok((await completeDueReviews(app.db)) >= 1);
      assert.equal(await tradeStatusOf(app, trade.id), 'accepted');
      assert.deepEqual(await holdings(bed), {
        players: moved.players(),
        picks: moved.picks(),
        faab: moved.faab,
      });
      assert.equal(await completeDueReviews(app.db), 0);
      assert.equal(await auditCount(app, 'trade.complete', trade.id), 1);
      assert.deepEqual((await holdings(bed)).faab, moved.faab);
    });

    it('completes once with two API instances on one PostgreSQL ending due reviews together', async (t) => {
      const handle = await openSameDatabase(app.db);
      if (!handle) return t.skip('PGlite is one process: no second instance');
      const other = await createTestApp({ database: handle });
      try {
        await setRule({ mode: 'league-vote', reviewHours: 1, vetoPercent: 100 });
        const beds: Testbed[] = [];
        const ids: number[] = [];
        for (let index = 0; index < 3; index += 1) {
          const bed = await buildTestbed(app, league, teamA, teamB);
          const trade = await proposeAndAccept(bed);
          beds.push(bed);
          ids.push(trade.id);
          await pastDue(trade.id);
        }
        const ended = await Promise.all([
          completeDueReviews(app.db),
          completeDueReviews(other.db),
          completeDueReviews(app.db),
          completeDueReviews(other.db),
        ]);
        // Each ended by exactly one of the four rounds.
        assert.equal(
          ended.reduce((sum, count) => sum + count, 0),
          ids.length,
        );
        for (const [index, id] of ids.entries()) {
          assert.equal(await tradeStatusOf(app, id), 'accepted');
          assert.equal(await auditCount(app, 'trade.complete', id), 1, `trade ${id} completed once`);
          const bed = beds[index]!;
          const players = await readPlayers(app, [bed.playerA.id, bed.playerB.id]);
          assert.deepEqual(
            players.map((player) => player.teamId),
            [teamB, teamA],
          );
        }
        // FAAB: every testbed reset A to $100 and B to $50 before the three trades ended; each moved $30 once.
        assert.deepEqual(
          [await faabOf(app, teamA, league.currentSeason), await faabOf(app, teamB, league.currentSeason)],
          [100 - 3 * 30, 50 + 3 * 30],
        );
      } finally {
        await other.close();
      }
    });
  });

  describe("a commissioner's approval", () => {
    it('waits without a deadline; members cannot vote; approval moves the assets', async () => {
      await setRule({ mode: 'commissioner', reviewHours: 24, vetoPercent: 50 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const trade = await proposeAndAccept(bed);
      assert.equal(trade.status, 'in_review');
      assert.deepEqual(trade.review, { mode: 'commissioner', endsAt: null, threshold: null, vetoTeamIds: [] });
      const vote = await send('POST', `/api/trades/${trade.id}/veto`, voters[0]!);
      assert.equal(vote.statusCode, 409, vote.body);
      assert.match(vote.json().message, /waits for the commissioner's approval/);
      const byManager = await send('PUT', `/api/trades/${trade.id}/review`, receiver, { decision: 'approve' });
      assert.equal(byManager.statusCode, 403, byManager.body);
      assert.deepEqual(await holdings(bed), UNMOVED());
      const approved = await send('PUT', `/api/trades/${trade.id}/review`, commissioner, { decision: 'approve' });
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal((approved.json() as Trade).status, 'accepted');
      assert.deepEqual(await holdings(bed), { players: moved.players(), picks: moved.picks(), faab: moved.faab });
      const twice = await send('PUT', `/api/trades/${trade.id}/review`, commissioner, { decision: 'approve' });
      assert.equal(twice.statusCode, 409, twice.body);
      assert.equal(await auditCount(app, 'trade.complete', trade.id), 1);
    });

    it("rejected by the commissioner, moves nothing; a league vote's trade can be vetoed early", async () => {
      await setRule({ mode: 'commissioner', reviewHours: 24, vetoPercent: 50 });
      const bed = await buildTestbed(app, league, teamA, teamB);
      const trade = await proposeAndAccept(bed);
      const rejected = await send('PUT', `/api/trades/${trade.id}/review`, commissioner, { decision: 'veto' });
      assert.equal(rejected.statusCode, 200, rejected.body);
      assert.equal((rejected.json() as Trade).status, 'rejected_by_commissioner');
      assert.deepEqual(await holdings(bed), UNMOVED());

      await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 100 });
      const voted = await proposeAndAccept(await buildTestbed(app, league, teamA, teamB));
      const vetoed = await send('PUT', `/api/trades/${voted.id}/review`, commissioner, { decision: 'veto' });
      assert.equal((vetoed.json() as Trade).status, 'vetoed');
      const bad = await send('PUT', `/api/trades/${voted.id}/review`, commissioner, { decision: 'maybe' });
      assert.equal(bad.statusCode, 400, bad.body);
    });
  });

  it('changes nothing in an "at once" league: an accept moves the assets as before', async () => {
    await setRule({ mode: 'immediate', reviewHours: 24, vetoPercent: 50 });
    const bed = await buildTestbed(app, league, teamA, teamB);
    const trade = await proposeAndAccept(bed);
    assert.equal(trade.status, 'accepted');
    assert.equal(trade.review, null);
    assert.deepEqual(await holdings(bed), { players: moved.players(), picks: moved.picks(), faab: moved.faab });
  });
});
