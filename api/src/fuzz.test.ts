import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './testing/app';
import { favouring, fuzzRoutes, knownIntegers, writeRouteCollector } from './testing/fuzz';
import { bearer, type TestUser } from './testing/identities';
import { signIn } from './testing/members';

/** A few seconds per database; `pnpm --filter bench fuzz` runs many more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

describe('fuzz: every write route, with requests derived from its own schemas', () => {
  const { routes, onRoute } = writeRouteCollector();
  let app: FastifyInstance;
  let commissioner: TestUser;
  before(async () => {
    app = await createTestApp({ onRoute });
    commissioner = await signIn(app);
  });
  after(() => app.close());

  it('answers no 5xx, refuses with { message } only, and a refusal changes no table', async () => {
    assert.ok(routes.length >= 13, `found ${routes.length} write routes`);
    const outcome = await fuzzRoutes(app, routes, {
      runs: RUNS,
      seed: SEED,
      headers: bearer(commissioner),
      derive: favouring(await knownIntegers(app.db)),
    });
    assert.deepEqual(outcome.failures, [], `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    assert.ok(outcome.accepted > 0, 'some generated requests were accepted');
  });
});
