import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { providerConnections } from '../../../db/schema';
import { withTokens } from '../connection-repository';
import { bearer, type TestUser } from '../../../testing/identities';
import {
  connectedCommissioner,
  connectThroughSettings,
  startYahooTestApp,
  type YahooTestApp,
} from '../../../testing/yahoo';

/** Yahoo failing every way the contract lists, seen through the API as a user sees it. */
describe('Yahoo failures through the API', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let week = 0;
  /** Each test reads a week no other test read: no cached answer hides a fault. */
  const freshRoster = () => {
    week += 1;
    return setup.app.inject({
      method: 'GET',
      url: `/api/yahoo/roster/461.l.6288.t.6/${week}`,
      headers: bearer(commissioner),
    });
  };
  const storedConnection = async () => withTokens((await setup.app.db.select().from(providerConnections))[0] ?? null)!;
  const faultViaHttp = (faults: object) =>
    fetch(`${setup.fake.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    });

  before(async () => {
    setup = await startYahooTestApp();
    commissioner = await connectedCommissioner(setup.app);
    // The account's leagues (which say which weeks are over) are cached from here on.
    assert.equal(
      (await setup.app.inject({ method: 'GET', url: '/api/yahoo/leagues', headers: bearer(commissioner) })).statusCode,
      200,
    );
  });
  beforeEach(async () => {
    await fetch(`${setup.fake.url}/__reset`, { method: 'POST' });
    await setup.app.db.update(providerConnections).set({ cooldownUntil: null });
  });
  after(() => setup.close());

  it('token_expired: refreshes once, retries once, and the call succeeds', async () => {
    const before = await storedConnection();
    assert.equal((await faultViaHttp({ expireToken: true })).status, 200);
    const response = await freshRoster();
    assert.equal(response.statusCode, 200);
    assert.equal(setup.fake.calls.token.refresh_token, 1);
    assert.equal(setup.fake.calls.api, 2, 'the rejected call and its retry');
    const after = await storedConnection();
    assert.notEqual(
      setup.cipher.decrypt(after.accessTokenEncrypted),
      setup.cipher.decrypt(before.accessTokenEncrypted),
    );
    assert.equal(
      setup.cipher.decrypt(after.refreshTokenEncrypted),
      setup.cipher.decrypt(before.refreshTokenEncrypted),
      'Yahoo kept the refresh token',
    );
  });

  it('a rotated refresh token replaces the old one, which Yahoo no longer accepts', async () => {
    setup.fake.setFaults({ rotateRefreshToken: true, expireToken: true });
    const old = setup.cipher.decrypt((await storedConnection()).refreshTokenEncrypted);
    assert.equal((await freshRoster()).statusCode, 200);
    const rotated = setup.cipher.decrypt((await storedConnection()).refreshTokenEncrypted);
    assert.notEqual(rotated, old);
    // Only the newest works now: a second expiry is cured with it.
    setup.fake.setFaults({ expireToken: true });
    assert.equal((await freshRoster()).statusCode, 200);
    assert.equal(setup.fake.calls.token.refresh_token, 2);
  });

  it('concurrent requests on an expired token share one refresh, even when the refresh token rotates', async () => {
    setup.fake.setFaults({ rotateRefreshToken: true, expireToken: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => freshRoster()));
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    assert.equal(setup.fake.calls.token.refresh_token, 1);
  });

  it('refreshes before the access token expires, without a rejected call', async () => {
    await setup.app.db.update(providerConnections).set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) });
    const response = await freshRoster();
    assert.equal(response.statusCode, 200);
    assert.equal(setup.fake.calls.token.refresh_token, 1);
    assert.equal(setup.fake.calls.api, 1, 'no call went out with the dying token');
    assert.ok((await storedConnection()).accessTokenExpiresAt.getTime() > Date.now() + 3500_000);
  });

  it('a refused refresh asks for a new connection and is not retried', async () => {
    setup.fake.setFaults({ expireToken: true, invalidRefreshToken: true });
    const response = await freshRoster();
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message:
        'The Yahoo authorization has expired or was revoked (Invalid refresh token). The commissioner can connect again in Settings.',
    });
    assert.equal(setup.fake.calls.token.refresh_token, 1);
    assert.equal(setup.fake.calls.api, 1);
    // Connecting again heals it.
    assert.equal((await connectThroughSettings(setup.app, commissioner)).success, true);
  });

  it('additional_authorization_required is final: no refresh, no retry', async () => {
    setup.fake.setFaults({ additionalAuthorization: true });
    const response = await freshRoster();
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message:
        'Yahoo requires additional authorization for this app (additional_authorization_required). Connect again in Settings; if it persists, Yahoo has not granted this app Fantasy API access.',
    });
    assert.equal(setup.fake.calls.token.refresh_token, 0);
    assert.equal(setup.fake.calls.api, 1);
  });

  it("403 'not authorized' is final, told as Yahoo's access change with Sleeper the way forward, and test-connection reports it", async () => {
    setup.fake.setFaults({ notAuthorized403: true });
    const response = await freshRoster();
    assert.equal(response.statusCode, 502);
    const message =
      "Yahoo has closed its Fantasy API to apps: since July 2026 it answers “This application is not authorized to perform this action” unless Yahoo has approved the app by hand. Your league's data is still there: follow the league through Sleeper instead (Settings, Provider).";
    assert.deepEqual(response.json(), { message });
    assert.equal(setup.fake.calls.token.refresh_token, 0);
    assert.equal(setup.fake.calls.api, 1);
    const test = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/test-connection',
      headers: bearer(commissioner),
    });
    assert.deepEqual(test.json(), { success: false, message, reason: 'not_authorized' });
  });

  it('an HTML page instead of JSON is a clear error, not a crash', async () => {
    setup.fake.setFaults({ html: true });
    const response = await freshRoster();
    assert.equal(response.statusCode, 502);
    assert.deepEqual(response.json(), {
      message: 'Yahoo answered with something other than JSON (status 200). Try again later.',
    });
  });

  for (const [fault, status] of [
    ['rateLimit999', 999],
    ['rateLimit429', 429],
  ] as const) {
    it(`a rate limit (${status}) starts a cooldown: no call reaches Yahoo until it ends`, async () => {
      setup.fake.setFaults({ [fault]: true });
      const response = await freshRoster();
      assert.equal(response.statusCode, 429);
      assert.deepEqual(response.json(), {
        message: 'Yahoo is limiting requests from this server. Try again in 10 minutes.',
      });
      assert.equal(response.headers['retry-after'], '600');
      const cooldown = (await storedConnection()).cooldownUntil;
      assert.ok(cooldown && cooldown.getTime() > Date.now() + 9 * 60_000, 'the cooldown is remembered');

      setup.fake.reset();
      const during = await freshRoster();
      assert.equal(during.statusCode, 429);
      assert.match(
        during.json().message,
        /^Yahoo is limiting requests from this server\. Try again in (10|9) minutes\.$/,
      );
      const test = await setup.app.inject({
        method: 'GET',
        url: '/api/yahoo/test-connection',
        headers: bearer(commissioner),
      });
      assert.equal(test.json().success, false);
      assert.equal(setup.fake.calls.api, 0, 'nothing went out during the cooldown');
    });
  }

  it('test-connection reports a failure as success false with the reason', async () => {
    setup.fake.setFaults({ html: true });
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/test-connection',
      headers: bearer(commissioner),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'Yahoo answered with something other than JSON (status 200). Try again later.',
      reason: 'bad_response',
    });
  });

  it('the fault switch refuses a fault it does not know', async () => {
    const response = await faultViaHttp({ meteorStrike: true });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { error: { description: 'Unknown fault meteorStrike' } });
  });
});
