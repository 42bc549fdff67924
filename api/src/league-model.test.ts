import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { YahooTestApp } from './testing/yahoo';
import { describeTally, type ModelContext, prepareModel, runLeagueModel, startModelApp } from './testing/league-model';

/** A modest run on each database; `pnpm --filter bench model` runs many more. */
const RUNS = Number(process.env.MODEL_RUNS ?? 30);
const SEED = Number(process.env.MODEL_SEED ?? Date.now() % 1_000_000);

describe("model: random sequences of the league's writes keep its holdings whole", () => {
  let setup: YahooTestApp;
  let base: Omit<ModelContext, 'log'>;
  before(async () => {
    setup = await startModelApp();
    base = await prepareModel(setup.app);
  });
  after(() => setup.close());

  it(`holds every invariant after every command (seed ${SEED}; MODEL_SEED=${SEED} repeats this run)`, async (t) => {
    await runLeagueModel(base, { runs: RUNS, seed: SEED });
    t.diagnostic(`accepted of sent: ${describeTally(base.tally)}`);
    // A run whose trades were all refused would check little.
    assert.ok((base.tally.get('propose')?.accepted ?? 0) > 0, 'no proposal was accepted');
    assert.ok((base.tally.get('accept')?.accepted ?? 0) > 0, 'no trade was accepted');
  });
});
