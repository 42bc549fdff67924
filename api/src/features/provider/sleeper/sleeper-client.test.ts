import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, afterEach, before, describe, it } from 'node:test';
import { KEEPER_LEAGUE_2025, startFakeSleeper, type FakeSleeper } from 'fake-sleeper';
import { startHostileProvider, sendEndless, sendJson, type HostileProvider } from '../../../testing/hostile-provider';
import { createLimiter, MAX_BLOCK_MS, retryAfterMs, SleeperClient, type SleeperClientOptions } from './sleeper-client';
import { providerFailure } from '../../../testing/provider-failure';

describe("Sleeper's client: one limiter, and Sleeper's failures told to a commissioner", () => {
  let fake: FakeSleeper;
  /** Pauses the client asked for, instead of waiting them out. */
  let pauses: number[];
  before(async () => {
    fake = await startFakeSleeper({ port: 0 });
  });
  after(() => fake.close());
  afterEach(() => fake.reset());

  const client = (options: Partial<SleeperClientOptions> = {}) => {
    pauses = [];
    return new SleeperClient({
      apiBase: fake.apiBase,
      limiter: createLimiter(60_000),
      backoffMs: 1000,
      now: () => 1_000_000,
      sleep: async (ms) => {
        pauses.push(ms);
      },
      ...options,
    });
  };

  it("answers JSON, and Sleeper's null as null", async () => {
    const league = (await client().get(`/league/${KEEPER_LEAGUE_2025.leagueId}`)) as { name: string };
    assert.equal(league.name, KEEPER_LEAGUE_2025.name);
    assert.equal(await client().get('/league/42'), null);
  });

  it('waits out a 429 for as long as Retry-After says, then answers', async () => {
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 3, faultsForCalls: 2 });
    const state = (await client().get('/state/nfl')) as { week: number };
    assert.equal(state.week, 12);
    assert.deepEqual(pauses, [3000, 3000]);
    assert.equal(fake.calls.total, 3);
  });

  it('without Retry-After backs off exponentially, then gives up as rate_limited with when to come back', async () => {
    fake.setFaults({ rateLimit429: true });
    const error = await providerFailure(client({ rateLimitRetries: 3 }).get('/state/nfl'));
    assert.deepEqual(pauses, [1000, 2000, 4000]);
    assert.equal(fake.calls.total, 4);
    assert.equal(error.kind, 'rate_limited');
    assert.equal(error.statusCode, 429);
    assert.equal(error.retryAt?.getTime(), 1_000_000 + 8000);
    assert.equal(error.message, 'Sleeper is limiting requests from this server. Try again in 8 seconds.');
  });

  it('does not sit out a Retry-After longer than it may wait: the caller is told when', async () => {
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 240 });
    const error = await providerFailure(client().get('/state/nfl'));
    assert.deepEqual(pauses, []);
    assert.equal(error.kind, 'rate_limited');
    assert.equal(error.retryAt?.getTime(), 1_000_000 + 240_000);
    assert.match(error.message, /Try again in 4 minutes/);
  });

  it('a Retry-After of days is read as five minutes: Sleeper is left alone that long, not for days', async () => {
    let clock = 1_000_000;
    const blocked = client({ now: () => clock });
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 1_000_000 });
    const error = await providerFailure(blocked.get('/state/nfl'));
    assert.equal(error.kind, 'rate_limited');
    assert.equal(error.retryAt?.getTime(), 1_000_000 + MAX_BLOCK_MS);
    assert.match(error.message, /Try again in 5 minutes\.$/);
    fake.reset();
    clock += MAX_BLOCK_MS;
    assert.ok(await blocked.get('/state/nfl'), 'after five minutes Sleeper is asked again');
    assert.equal(fake.calls.total, 1);
  });

  it('after giving up on a 429, sends nothing more until the time it told', async () => {
    let clock = 1_000_000;
    const blocked = client({ now: () => clock });
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 60 });
    await providerFailure(blocked.get('/state/nfl'));
    fake.reset();
    clock += 59_000;
    const early = await providerFailure(blocked.get('/state/nfl'));
    assert.equal(early.kind, 'rate_limited');
    assert.equal(early.retryAt?.getTime(), 1_060_000);
    assert.equal(fake.calls.total, 0, 'Sleeper was not asked');
    clock += 1000;
    assert.ok(await blocked.get('/state/nfl'));
    assert.equal(fake.calls.total, 1);
  });

  it('tries a 5xx once more: a passing blip is not seen, a lasting one is bad_response', async () => {
    fake.setFaults({ serverError5xx: 502, faultsForCalls: 1 });
    assert.ok(await client().get('/state/nfl'));
    assert.equal(fake.calls.total, 2);
    fake.setFaults({ serverError5xx: 503, faultsForCalls: 0 });
    const error = await providerFailure(client().get('/state/nfl'));
    assert.equal(error.kind, 'bad_response');
    assert.equal(error.statusCode, 502);
    assert.match(error.message, /Sleeper is having trouble \(it answered 503 twice for \/state\/nfl\)/);
  });

  it('an HTML page or cut-off JSON is bad_response', async () => {
    fake.setFaults({ badJson: 'html' });
    const html = await providerFailure(client().get('/state/nfl'));
    assert.equal(html.kind, 'bad_response');
    assert.match(html.message, /something other than JSON \(a web page\)/);
    fake.setFaults({ badJson: 'truncated' });
    assert.equal((await providerFailure(client().get(`/league/${KEEPER_LEAGUE_2025.leagueId}`))).kind, 'bad_response');
  });

  it('a slow answer times out as unreachable; so does nobody listening', async () => {
    fake.setFaults({ slowMs: 400 });
    const slow = await providerFailure(client({ timeoutMs: 100 }).get('/state/nfl'));
    assert.equal(slow.kind, 'unreachable');
    assert.match(slow.message, /did not answer within 0\.1 seconds/);
    const port = await freePort();
    const gone = await providerFailure(client({ apiBase: `http://127.0.0.1:${port}/v1` }).get('/state/nfl'));
    assert.equal(gone.kind, 'unreachable');
    assert.match(gone.message, /^Could not reach Sleeper \(127\.0\.0\.1:\d+\)/);
  });

  it('without an address (a server that names no Sleeper) every call is refused as not set up, and none goes out', async () => {
    const before = fake.calls.total;
    const refused = await providerFailure(client({ apiBase: null }).get('/state/nfl'));
    assert.deepEqual(
      [refused.kind, refused.message],
      ['not_configured', 'Sleeper is not set up on this server (SLEEPER_API_BASE).'],
    );
    assert.equal(fake.calls.total, before);
  });

  it('a 404 for the league or user the commissioner typed refuses that input; for a league read from Sleeper’s answers, a part of one, or any other path, it is Sleeper’s failure', async () => {
    const league = `/league/${KEEPER_LEAGUE_2025.leagueId}`;
    fake.setFaults({ notFound404: true, faultKinds: ['league'] });
    const named = await providerFailure(client().get(league, { namedByUser: true }));
    assert.deepEqual([named.kind, named.statusCode], ['bad_request', 400]);
    assert.match(named.message, /Check the league or user\.$/);
    // The same league reached through another's previous_league_id is Sleeper's to answer.
    const previous = await providerFailure(client().get(league));
    assert.deepEqual([previous.kind, previous.statusCode], ['bad_response', 502]);
    assert.equal(previous.message, `Sleeper could not answer ${league} (it answered 404). Try again in a few minutes.`);
    fake.setFaults({ faultKinds: ['matchups'] });
    const part = await providerFailure(client().get(`${league}/matchups/1`));
    assert.deepEqual([part.kind, part.statusCode], ['bad_response', 502]);
    assert.equal(
      part.message,
      `Sleeper could not answer ${league}/matchups/1 (it answered 404). Try again in a few minutes.`,
    );
    fake.reset();
    const unknown = await providerFailure(client().get('/nope'));
    assert.deepEqual([unknown.kind, unknown.statusCode], ['bad_response', 502]);
  });

  it('the limiter spreads calls over each second: no more than a second’s share goes out at once', async () => {
    // 600 a minute: 10 a second. Twelve calls cannot all go out within the first second.
    const limited = client({ limiter: createLimiter(600) });
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        await limited.get('/state/nfl');
        times.push(Date.now() - started);
      }),
    );
    assert.equal(times.filter((ms) => ms < 900).length, 10);
    assert.ok(Math.max(...times) >= 950, `the last calls waited for the next second (${Math.max(...times)} ms)`);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    assert.equal(retryAfterMs('120', 0), 120_000);
    assert.equal(retryAfterMs(new Date(65_000).toUTCString(), 5000), 60_000);
    assert.equal(retryAfterMs('soon', 0), null);
    assert.equal(retryAfterMs(null, 0), null);
  });
});

describe("Sleeper's client against a hostile Sleeper: size, redirects and paths are ours to bound", () => {
  let hostile: HostileProvider;
  let elsewhere: HostileProvider;
  before(async () => {
    hostile = await startHostileProvider(null);
    elsewhere = await startHostileProvider(null);
  });
  after(async () => {
    await hostile.close();
    await elsewhere.close();
  });
  afterEach(() => {
    hostile.answer(null);
    hostile.asked.length = 0;
    elsewhere.asked.length = 0;
  });
  const client = (options: Partial<SleeperClientOptions> = {}) =>
    new SleeperClient({ apiBase: hostile.apiBase, limiter: createLimiter(60_000), backoffMs: 1, ...options });

  it('an answer larger than the limit is refused, whether its length is announced or not', async () => {
    const big = { name: 'x'.repeat(2048) };
    hostile.answer((_path, response) => sendJson(response, big));
    const announced = await providerFailure(client({ maxBodyBytes: 1024 }).get('/league/1'));
    assert.deepEqual([announced.kind, announced.statusCode], ['bad_response', 502]);
    assert.equal(
      announced.message,
      "Sleeper's answer to /league/1 is larger than 1 KB, more than any league's; it was not read. Try again later.",
    );
    hostile.answer((_path, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(big));
      return true;
    });
    const streamed = await providerFailure(client({ maxBodyBytes: 1024 }).get('/league/1'));
    assert.equal(streamed.message, announced.message);
    assert.ok(await client().get('/league/1'), 'the same answer under the default limit is read');
  });

  it('an endless answer stops at the limit: the read ends, and so does the download', async () => {
    let written: Promise<number> = Promise.resolve(0);
    hostile.answer((_path, response) => {
      written = sendEndless(response);
      return true;
    });
    const error = await providerFailure(client({ maxBodyBytes: 256 * 1024 }).get('/league/1/matchups/1'));
    assert.equal(error.kind, 'bad_response');
    assert.match(error.message, /is larger than 256 KB/);
    // Hung up: the server stops writing soon after the limit (what it had in its buffers at most).
    assert.ok((await written) < 64 * 1024 * 1024, `the server wrote ${await written} bytes`);
  });

  it('a redirect to another address is not followed; one within Sleeper’s own is', async () => {
    elsewhere.answer((_path, response) => sendJson(response, { league_id: '1' }));
    hostile.answer((_path, response) => {
      response.writeHead(302, { location: `${elsewhere.apiBase}/league/1` }).end();
      return true;
    });
    const error = await providerFailure(client().get('/league/1'));
    assert.deepEqual([error.kind, error.statusCode], ['bad_response', 502]);
    assert.match(
      error.message,
      /^Sleeper answered \/league\/1 by sending us to another address \(127\.0\.0\.1:\d+\); it was not followed\./,
    );
    assert.deepEqual(elsewhere.asked, [], 'the other address was never asked');
    hostile.answer((path, response) => {
      if (path === '/league/1') {
        response.writeHead(301, { location: `${hostile.apiBase}/league/2` }).end();
        return true;
      }
      return sendJson(response, { league_id: '2' });
    });
    assert.deepEqual(await client().get('/league/1'), { league_id: '2' });
    hostile.answer((_path, response) => {
      response.writeHead(302, { location: `${hostile.apiBase}/league/1` }).end();
      return true;
    });
    assert.match((await providerFailure(client().get('/league/1'))).message, /more than 3 redirects/);
  });

  it('a path that would climb out of the one asked for is never sent', async () => {
    for (const path of ['/league/../../user/keeperfan/x', '/user/%2e%2e/leagues'])
      assert.equal((await providerFailure(client().get(path))).kind, 'bad_response');
    assert.deepEqual(hostile.asked, []);
  });
});

/** A port nobody listens on: taken, then given back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
