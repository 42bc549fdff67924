import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import { leagues } from '../../../db/schema';
import { handedSlots, type HandedSlots } from '../../../testing/handed-slots';
import { startSleeperTestApp, type SleeperTestApp } from '../../../testing/sleeper';
import { FairLimiter, type Limiter } from '../fair-limiter';
import type { SleeperProvider } from './sleeper-provider';

const L2025 = KEEPER_LEAGUE_2025.leagueId;

// docs/sleeper.md §7: Sleeper's budget is the site's, and each league has its turn of it.
describe("one league's Sleeper calls cannot hold another league's screens back", () => {
  let setup: SleeperTestApp;
  let slots: HandedSlots;
  let limiter: FairLimiter;
  let provider: SleeperProvider;
  /** Which of the test's own reads each call that went out was made for, in the order they went. */
  const readOf = new AsyncLocalStorage<string>();
  const sent: string[] = [];
  /** A league that looks Sleeper users up, and one that follows a Sleeper league and reads its rosters. */
  let lookingUp: number;
  let reading: number;
  before(async () => {
    setup = await startSleeperTestApp({
      league: { name: 'Look-up Keepers', season: 2025, commissioners: ['look-ups@example.com'] },
    });
    slots = handedSlots();
    limiter = new FairLimiter(slots.next);
    const recording: Limiter = (call) =>
      limiter.limit(() => {
        sent.push(readOf.getStore() ?? 'set-up');
        return call();
      });
    provider = setup.provider({ client: { limiter: recording } });
    reading = setup.demoLeagueId;
    const [own] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    lookingUp = own!.id;
    await slots.giveUntil(provider.followLeague(reading, L2025));
    // The league, its rosters, the NFL's week and the player list are in hand: a roster of
    // another week is one call to Sleeper, its matchups.
    await slots.giveUntil(provider.roster(reading, `${L2025}.t.4`, 11));
  });
  after(() => setup.close());

  it("100 username look-ups queued in one league delay another league's roster read by one call at most", async () => {
    const lookUps = Array.from({ length: 100 }, (_, index) =>
      readOf.run('look-up', () =>
        provider.userLeagues(lookingUp, `fan_${index}`).then(
          () => 'answered',
          () => 'refused',
        ),
      ),
    );
    const roster = readOf.run('roster', () => provider.roster(reading, `${L2025}.t.4`, 12));
    // Slots come far slower than calls are asked for: all 101 are waiting before one goes.
    await slots.until(() => limiter.waiting === 101);
    const from = sent.length;
    await slots.giveUntil(roster);
    assert.ok((await roster).length > 0);
    const order = sent.slice(from);
    assert.ok(order.indexOf('roster') <= 1, `the roster's call went out after ${order.indexOf('roster')} look-ups`);
    assert.deepEqual(
      order.filter((read) => read === 'roster'),
      ['roster'],
    );
    // The look-ups all go out after, none lost.
    await slots.giveUntil(Promise.all(lookUps));
    assert.equal((await Promise.all(lookUps)).length, 100);
  });
});
