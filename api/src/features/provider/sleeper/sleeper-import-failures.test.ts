import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import type { ImportJob } from 'shared-contracts/provider-setup';
import { leagues } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { startSleeperTestApp, type SleeperTestApp } from '../../../testing/sleeper';

/**
 * Sleeper failing on a part of a league that exists (its rosters before the run starts, its
 * matchups during it) is Sleeper's failure, not the commissioner's: 502 with Sleeper's words,
 * recorded as a failed run either way (docs/api.md §13).
 */
describe("a Sleeper import that Sleeper fails: the provider's 502, recorded as a failed run", () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const latest = async () => (await call('GET', '/api/provider/import')).json() as ImportJob;

  before(async () => {
    commissioner = await createTestUser('sleeper-failures');
    setup = await startSleeperTestApp({
      league: { name: 'Failing Keepers', commissioners: [commissioner.email], season: 2025 },
    });
    await signIn(setup.app, commissioner);
    const followed = await call('PUT', '/api/provider', { provider: 'sleeper', league: KEEPER_LEAGUE_2025.leagueId });
    assert.equal(followed.statusCode, 200, followed.body);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    assert.equal(league!.provider, 'sleeper');
  });
  beforeEach(() => setup.fake.reset());
  after(() => setup.close());

  it('a 404 on the league’s rosters before the run starts: 502 in Sleeper’s words, and a failed run', async () => {
    setup.fake.setFaults({ notFound404: true, faultKinds: ['rosters'] });
    const answer = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(answer.statusCode, 502, answer.body);
    const { message } = answer.json() as { message: string };
    assert.match(message, /^Sleeper could not answer \/league\/\d+\/rosters \(it answered 404\)/);
    assert.doesNotMatch(message, /Check the league/);
    const run = await latest();
    assert.equal(run.status, 'failed');
    assert.ok(run.message?.includes(message), run.message ?? '');
  });

  it('a 404 on its matchups during the run: the same 502, and the run recorded as failed', async () => {
    setup.fake.setFaults({ notFound404: true, faultKinds: ['matchups'] });
    const answer = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(answer.statusCode, 502, answer.body);
    const { message } = answer.json() as { message: string };
    assert.match(message, /^Sleeper could not answer \/league\/\d+\/matchups\/\d+ \(it answered 404\)/);
    const run = await latest();
    assert.equal(run.status, 'failed');
    assert.match(run.message ?? '', /^Stopped: Sleeper could not answer .* 0 of 2 seasons written; run the import/);
  });

  it('a 5xx on a part of the league is the same 502, never a refusal of the input', async () => {
    setup.fake.setFaults({ serverError5xx: 503, faultKinds: ['matchups'] });
    const answer = await call('POST', '/api/provider/import', { seasons: 1 });
    assert.equal(answer.statusCode, 502, answer.body);
    assert.match((answer.json() as { message: string }).message, /^Sleeper is having trouble/);
    assert.equal((await latest()).status, 'failed');
  });

  it('a league id Sleeper does not know stays a 400 refusal of the input', async () => {
    const unknown = await call('PUT', '/api/provider', { provider: 'sleeper', league: '999' });
    assert.equal(unknown.statusCode, 400, unknown.body);
  });
});
