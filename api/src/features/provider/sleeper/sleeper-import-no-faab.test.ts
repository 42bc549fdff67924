import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import type { ImportJob } from 'shared-contracts/provider-setup';
import { faabBalances } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/identities';
import { openSleeperLeague, teamIdsByRoster, type SleeperTestApp } from '../../../testing/sleeper';

const LEAGUE_2025 = KEEPER_LEAGUE_2025.leagueId;

/**
 * A Sleeper league whose settings carry no FAAB budget (waiver_budget 0) runs no FAAB: its
 * import writes no balance, and a re-import leaves the balances the commissioner set by hand
 * alone, whatever its rosters' waiver_budget_used say (docs/sleeper.md §6).
 */
describe('a Sleeper league without a FAAB budget, imported', () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const balances = () =>
    setup.app.db
      .select({ teamId: faabBalances.teamId, balance: faabBalances.balance })
      .from(faabBalances)
      .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, 2025)))
      .orderBy(asc(faabBalances.teamId));
  const importSeason = async () => {
    const response = await call('POST', '/api/provider/import', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    return job.completed[0]!;
  };

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'sleeper-no-faab',
      league: { name: 'Keepers Without FAAB', season: 2025 },
    }));
    // Before the league is first read: Sleeper says budget 0, though the rosters spent some.
    const changed = await fetch(`${setup.fake.url}/__changes`, {
      method: 'POST',
      body: JSON.stringify({ leagueId: LEAGUE_2025, waiverBudget: 0, waiverBudgetUsed: { 1: 40, 2: 5 } }),
    });
    assert.equal(changed.status, 200);
    const followed = await call('PUT', '/api/provider', { provider: 'sleeper', league: LEAGUE_2025 });
    assert.equal(followed.statusCode, 200, followed.body);
  });
  after(async () => {
    // The fake's changes outlive this file's app in its process: undo them.
    await fetch(`${setup.fake.url}/__reset`, { method: 'POST' });
    await setup.close();
  });

  it('writes no FAAB, then leaves the balances set by hand as they are', async () => {
    const first = await importSeason();
    assert.equal(first.teams.created, 12);
    assert.deepEqual(first.extras?.faab, { created: 0, updated: 0, unchanged: 0 });
    assert.deepEqual(await balances(), []);

    const byRoster = await teamIdsByRoster(setup.app, leagueId);
    const [one, two] = [byRoster.get(1)!, byRoster.get(2)!];
    const set = await call('PUT', '/api/faab', {
      season: 2025,
      balances: [
        { teamId: one, amount: 75 },
        { teamId: two, amount: 0 },
      ],
    });
    assert.equal(set.statusCode, 200, set.body);
    const byHand = await balances();
    assert.deepEqual(byHand, [{ teamId: one, balance: 75 }]);

    const again = await importSeason();
    assert.deepEqual(again.extras?.faab, { created: 0, updated: 0, unchanged: 0 });
    assert.deepEqual(await balances(), byHand);
  });
});
