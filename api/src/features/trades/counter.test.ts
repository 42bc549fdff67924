import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRADE_NOTE_MAX, type Trade } from 'shared-contracts';
import { trades } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { auditCount, type FixtureLeague, fixtureLeague, readPlayers, tradeStatusOf } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, type Testbed } from '../../testing/trades';

describe('POST /api/trades: a note, and a counter-offer (docs/screens/trades.md §4.6)', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let managerA: TestUser;
  let managerB: TestUser;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    managerA = await signInAsManager(app, league.teamIds[0]!);
    managerB = await signInAsManager(app, league.teamIds[1]!);
  });
  after(() => app.close());

  const propose = (payload: object, user: TestUser) =>
    app.inject({ method: 'POST', url: '/api/trades', headers: bearer(user), payload });
  const respond = (id: number, action: string, user: TestUser) =>
    app.inject({ method: 'PUT', url: `/api/trades/${id}`, headers: bearer(user), payload: { action } });
  const tradeCount = async () => (await app.db.select({ n: count() }).from(trades))[0]?.n ?? 0;
  const listed = async (id: number) => {
    const response = await app.inject({ method: 'GET', url: '/api/trades', headers: bearer(managerA) });
    return (response.json() as Trade[]).find((trade) => trade.id === id);
  };

  /** A's player for B's player, proposed by A: a fresh testbed each time, so no asset is shared. */
  const offer = (bed: Testbed, extra: object = {}) => ({
    proposedByTeamId: bed.teamA,
    proposedToTeamId: bed.teamB,
    items: [
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerA.id },
      { fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'player', itemId: bed.playerB.id },
    ],
    ...extra,
  });
  /** B's answer to `countered`: the same two players, plus $5 of A's FAAB, from B to A. */
  const counterOf = (bed: Testbed, countered: number, extra: object = {}) => ({
    proposedByTeamId: bed.teamB,
    proposedToTeamId: bed.teamA,
    items: [
      { fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'player', itemId: bed.playerB.id },
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerA.id },
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'faab', quantity: 5 },
    ],
    counters: countered,
    ...extra,
  });
  const proposed = async (bed: Testbed) => {
    const response = await propose(offer(bed), managerA);
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as Trade).id;
  };
  const testbed = () => buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);

  it('stores a note by the names rule, and answers it in the trade and the history', async () => {
    const bed = await testbed();
    const response = await propose(offer(bed, { note: '  Ｆair   deal?  ' }), managerA);
    assert.equal(response.statusCode, 201, response.body);
    const trade = response.json() as Trade;
    assert.equal(trade.note, 'Fair deal?');
    assert.deepEqual([trade.countersTradeId, trade.counteredByTradeId], [null, null]);
    assert.equal((await listed(trade.id))?.note, 'Fair deal?');
    await respond(trade.id, 'cancel', managerA);
  });

  it('stores a blank note as none', async () => {
    const bed = await testbed();
    const response = await propose(offer(bed, { note: '   ' }), managerA);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal((response.json() as Trade).note, null);
    await respond((response.json() as Trade).id, 'cancel', managerA);
  });

  it('refuses a note too long, or holding an invisible character or a line break, and writes nothing', async () => {
    const bed = await testbed();
    const before = await tradeCount();
    for (const [note, words] of [
      ['x'.repeat(TRADE_NOTE_MAX + 1), `note must be at most ${TRADE_NOTE_MAX} characters`],
      ['see\u200Bme', 'note'],
      ['two\nlines', 'note must not contain control characters'],
    ] as const) {
      const response = await propose(offer(bed, { note }), managerA);
      assert.equal(response.statusCode, 400, response.body);
      assert.match((response.json() as { message: string }).message, new RegExp(words));
    }
    assert.equal(await tradeCount(), before);
  });

  it('a counter-offer closes the proposal as countered, links both ways, and is audited', async () => {
    const bed = await testbed();
    const first = await proposed(bed);
    const response = await propose(counterOf(bed, first, { note: 'Add $5 and it is done' }), managerB);
    assert.equal(response.statusCode, 201, response.body);
    const counter = response.json() as Trade;
    assert.deepEqual(
      [counter.status, counter.countersTradeId, counter.proposedByTeamId, counter.note],
      ['pending', first, bed.teamB, 'Add $5 and it is done'],
    );
    assert.equal(await tradeStatusOf(app, first), 'countered');
    const original = await listed(first);
    assert.deepEqual([original?.status, original?.counteredByTradeId], ['countered', counter.id]);
    assert.equal(await auditCount(app, 'trade.counter', first), 1);
    assert.equal(await auditCount(app, 'trade.propose', counter.id), 1);

    // Of the two, only the counter can complete: the proposal is closed, the counter moves the assets.
    const late = await respond(first, 'accept', managerB);
    assert.equal(late.statusCode, 409, late.body);
    assert.match(late.body, /not pending: it was countered/);
    const accepted = await respond(counter.id, 'accept', managerA);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [playerA, playerB] = await readPlayers(app, [bed.playerA.id, bed.playerB.id]);
    assert.deepEqual([playerA?.teamId, playerB?.teamId], [bed.teamB, bed.teamA]);
  });

  it('refuses a second counter of the same proposal, and changes nothing', async () => {
    const bed = await testbed();
    const first = await proposed(bed);
    const once = await propose(counterOf(bed, first), managerB);
    assert.equal(once.statusCode, 201, once.body);
    const before = await tradeCount();
    const twice = await propose(counterOf(bed, first), managerB);
    assert.equal(twice.statusCode, 409, twice.body);
    assert.match(twice.body, /can no longer be countered: it was countered/);
    assert.equal(await tradeCount(), before);
    await respond((once.json() as Trade).id, 'cancel', managerB);
  });

  it('refuses a counter that does not go back between the same two teams, or of a trade the league lacks', async () => {
    const bed = await testbed();
    const first = await proposed(bed);
    const before = await tradeCount();
    // The proposer cannot counter their own proposal: the counter would go the same way.
    const own = await propose({ ...offer(bed), counters: first }, managerA);
    assert.equal(own.statusCode, 400, own.body);
    assert.match(own.body, /goes back from the team trade \d+ was proposed to/);
    // Nor can a manager counter from a team not their own.
    const stranger = await propose(counterOf(bed, first), managerA);
    assert.equal(stranger.statusCode, 403, stranger.body);
    const missing = await propose(counterOf(bed, 2_000_000_000), commissioner);
    assert.equal(missing.statusCode, 404, missing.body);
    assert.equal(await tradeCount(), before);
    assert.equal(await tradeStatusOf(app, first), 'pending');
    await respond(first, 'cancel', managerA);
  });

  it('refuses to counter a proposal that was already answered', async () => {
    const bed = await testbed();
    const first = await proposed(bed);
    await respond(first, 'reject', managerB);
    const response = await propose(counterOf(bed, first), managerB);
    assert.equal(response.statusCode, 409, response.body);
    assert.match(response.body, /it was rejected/);
  });

  it('of an accept and a counter of one proposal sent at once, exactly one completes', async () => {
    for (let round = 0; round < 4; round += 1) {
      const bed = await testbed();
      const first = await proposed(bed);
      const [accept, counter] = await Promise.all([
        respond(first, 'accept', managerB),
        propose(counterOf(bed, first), managerB),
      ]);
      // One succeeds; the other finds the proposal no longer pending (409), never a 500.
      const codes = [accept.statusCode, counter.statusCode];
      assert.ok(
        (codes[0] === 200 && codes[1] === 409) || (codes[0] === 409 && codes[1] === 201),
        `${codes.join(' / ')}: ${accept.body} / ${counter.body}`,
      );
      if (counter.statusCode === 201) {
        assert.equal(await tradeStatusOf(app, first), 'countered');
        await respond((counter.json() as Trade).id, 'cancel', managerB);
      } else assert.equal(await tradeStatusOf(app, first), 'accepted');
    }
  });
});
