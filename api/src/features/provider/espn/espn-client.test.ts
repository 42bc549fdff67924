import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { FAKE_ESPN_COOKIES, PRIVATE_LEAGUE_ID, PUBLIC_LEAGUE_ID, startFakeEspn, type FakeEspn } from 'fake-espn';
import { createLimiter } from '../fair-limiter';
import { ProviderError } from '../provider-error';
import { normalizeCookies } from './cookies';
import { EspnClient } from './espn-client';

const cookies = { espnS2: FAKE_ESPN_COOKIES.espnS2, swid: FAKE_ESPN_COOKIES.swid };

describe("ESPN's client against the fake ESPN", () => {
  let fake: FakeEspn;
  const sleeps: number[] = [];
  const client = () =>
    new EspnClient({
      apiBase: fake.apiBase,
      backoffMs: 5,
      rateLimitRetries: 2,
      limiter: createLimiter(60_000),
      sleep: async (ms) => void sleeps.push(ms),
    });

  before(async () => {
    fake = await startFakeEspn({ port: 0 });
  });
  after(() => fake.close());

  it('asks every view of a season (and a week by scoringPeriodId), with the cookies in ESPN’s Cookie header', async () => {
    fake.reset();
    const body = (await client().league({
      espnLeagueId: String(PRIVATE_LEAGUE_ID),
      season: 2025,
      week: 3,
      cookies,
    })) as {
      seasonId: number;
      teams: unknown[];
    };
    assert.equal(body.seasonId, 2025);
    assert.equal(body.teams.length, 8);
    assert.deepEqual(Object.keys(fake.calls.byUrl), [
      `/seasons/2025/segments/0/leagues/${PRIVATE_LEAGUE_ID}?view=mTeam&view=mRoster&view=mMatchup&view=mMatchupScore&view=mSettings&view=mDraftDetail&scoringPeriodId=3`,
    ]);
    assert.deepEqual(fake.calls.cookies, [`espn_s2=${cookies.espnS2}; SWID=${cookies.swid}`]);
  });

  it('reads a season before 2018 from the league history and unwraps its array', async () => {
    const body = (await client().league({ espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2017, cookies: null })) as {
      seasonId: number;
    };
    assert.equal(body.seasonId, 2017);
  });

  it('tells a 401 by the cookies (missing, or refused) and a 404 by the league and season', async () => {
    const read = { espnLeagueId: String(PRIVATE_LEAGUE_ID), season: 2025, namedByUser: true };
    await assert.rejects(client().league({ ...read, cookies: null }), (error: ProviderError) => {
      assert.equal(error.kind, 'bad_request');
      assert.match(error.message, /private: it needs a member's espn_s2 and SWID cookies/);
      return true;
    });
    await assert.rejects(
      client().league({ ...read, cookies: { espnS2: 'AEBnope', swid: '{00000000-0000-0000-0000-000000000000}' } }),
      /refused league 77001 with the espn_s2 and SWID cookies given/,
    );
    // During an import (not typed by anyone) expired cookies are a lost authorization.
    await assert.rejects(client().league({ ...read, namedByUser: false, cookies: null }), (error: ProviderError) => {
      assert.equal(error.kind, 'authorization_lost');
      return true;
    });
    await assert.rejects(
      client().league({ espnLeagueId: '123', season: 2025, cookies: null, namedByUser: true }),
      /ESPN has no league 123 in 2025/,
    );
  });

  it('waits out a 429 (Retry-After, then growing pauses) and then succeeds; one that lasts is ESPN’s rate limit', async () => {
    sleeps.length = 0;
    fake.reset();
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 1, faultsForCalls: 1 });
    await client().league({ espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018, cookies: null });
    assert.deepEqual(sleeps, [1000]);
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: null, faultsForCalls: 0 });
    await assert.rejects(
      client().league({ espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018, cookies: null }),
      (error: ProviderError) => {
        assert.equal(error.kind, 'rate_limited');
        assert.match(error.message, /ESPN is limiting requests/);
        return true;
      },
    );
    assert.deepEqual(sleeps, [1000, 5, 10]);
    fake.setFaults({ rateLimit429: false, serverError5xx: 503 });
    await assert.rejects(
      client().league({ espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018, cookies: null }),
      /ESPN is having trouble \(it answered 503 twice/,
    );
    fake.reset();
  });

  it('never sends the cookies anywhere but ESPN’s address: a redirect elsewhere is not followed', async () => {
    const seen: string[] = [];
    const elsewhere = createServer((request, response) => {
      seen.push(request.headers.cookie ?? '');
      response.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    const redirecting = createServer((_, response) => {
      response.writeHead(302, { location: `${other}/steal` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/apis/v3/games/ffl`;
    try {
      await assert.rejects(
        new EspnClient({ apiBase: base, limiter: createLimiter(60_000) }).league({
          espnLeagueId: '1',
          season: 2025,
          cookies,
        }),
        /it was not followed/,
      );
      assert.deepEqual(seen, []);
    } finally {
      redirecting.close();
      elsewhere.close();
    }
  });

  it('asks nothing for a league id or season that is not a number (the last guard before the URL)', async () => {
    fake.reset();
    for (const read of [
      { espnLeagueId: `../${PUBLIC_LEAGUE_ID}`, season: 2018 },
      { espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018.5 },
      { espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018, week: Number.NaN },
    ])
      await assert.rejects(client().league({ ...read, cookies: null }), /not one of ESPN's\. Nothing was asked/);
    assert.equal(fake.calls.total, 0);
  });

  it('caps a Retry-After of days at five minutes, and asks nothing more until then', async () => {
    fake.reset();
    fake.setFaults({ rateLimit429: true, retryAfterSeconds: 1_000_000 });
    const capped = client();
    const read = { espnLeagueId: String(PUBLIC_LEAGUE_ID), season: 2018, cookies: null };
    await assert.rejects(capped.league(read), (error: ProviderError) => {
      assert.equal(error.kind, 'rate_limited');
      assert.match(error.message, /Try again in 5 minutes\./);
      assert.ok(error.retryAt!.getTime() - Date.now() <= 300_000);
      return true;
    });
    fake.reset();
    await assert.rejects(capped.league(read), /ESPN is limiting requests/);
    assert.equal(fake.calls.total, 0, 'the blocked client asked nothing');
  });

  it('brings pasted cookies to ESPN’s form: espn_s2 encoded once, SWID in braces and capitals', () => {
    assert.deepEqual(
      normalizeCookies(decodeURIComponent(cookies.espnS2), '8f4d863b-58a1-4d93-aa08-4460b3861b40'),
      cookies,
    );
    assert.deepEqual(normalizeCookies(` ${cookies.espnS2} `, cookies.swid), cookies);
  });
});
