import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, providerConnections } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/identities';
import { signIn, signInAsManager } from '../../../testing/members';
import { connectDemoLeagues } from '.';
import { connectThroughSettings, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';
import { YahooProvider } from './yahoo-provider';
import { withTokens } from '../connection-repository';

describe('Yahoo OAuth (out-of-band code) through the API and the fake Yahoo', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  before(async () => {
    setup = await startYahooTestApp();
    commissioner = await signIn(setup.app);
  });
  after(() => setup.close());

  it('says the league is not connected before the commissioner connects it', async () => {
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/test-connection',
      headers: bearer(commissioner),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'Yahoo is not connected yet. The commissioner can connect it in Settings.',
      reason: 'not_connected',
    });
    const teams = await setup.app.inject({ method: 'GET', url: '/api/yahoo/teams', headers: bearer(commissioner) });
    assert.equal(teams.statusCode, 409);
    assert.equal(teams.json().message, 'Yahoo is not connected yet. The commissioner can connect it in Settings.');
  });

  it("answers the authorization page on the configured auth base, with Yahoo's out-of-band parameters", async () => {
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/oauth/request-token',
      headers: bearer(commissioner),
    });
    assert.equal(response.statusCode, 200);
    const url = new URL(response.json().authUrl);
    assert.equal(`${url.origin}${url.pathname}`, `${setup.fake.authBase}/request_auth`);
    assert.equal(url.searchParams.get('client_id'), 'fake-yahoo-client');
    assert.equal(url.searchParams.get('redirect_uri'), 'oob');
    assert.equal(url.searchParams.get('response_type'), 'code');
  });

  it('refuses a code Yahoo did not issue, with the reason, and stores nothing', async () => {
    const response = await setup.app.inject({
      method: 'POST',
      url: '/api/yahoo/oauth/verify-code',
      headers: bearer(commissioner),
      payload: { code: 'made-up' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'Yahoo did not accept the code: Invalid authorization code. Start the OAuth setup again for a new code.',
      reason: 'bad_request',
    });
    assert.equal((await setup.app.db.select().from(providerConnections)).length, 0);
  });

  it('rejects an empty code with a validation message', async () => {
    const response = await setup.app.inject({
      method: 'POST',
      url: '/api/yahoo/oauth/verify-code',
      headers: bearer(commissioner),
      payload: { code: '  ' },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /code is required/);
  });

  it('exchanges the code shown on the page for tokens, stored encrypted, and the connection then works', async () => {
    assert.deepEqual(await connectThroughSettings(setup.app, commissioner), {
      success: true,
      message: 'Successfully authenticated with Yahoo!',
    });
    const row = withTokens((await setup.app.db.select().from(providerConnections))[0] ?? null);
    assert.ok(row);
    assert.equal(row.provider, 'yahoo');
    // The stored columns are sealed, not the tokens: they open with the key to the fake's tokens.
    for (const [sealed, prefix] of [
      [row.accessTokenEncrypted, 'fakeAT.'],
      [row.refreshTokenEncrypted, 'fakeRT.'],
    ] as const) {
      assert.ok(!sealed.includes(prefix), 'no token in clear');
      assert.match(sealed, /^v1\./);
      assert.ok(setup.cipher.decrypt(sealed).startsWith(prefix));
    }
    assert.equal(row.accountGuid, null, 'Yahoo no longer sends xoauth_yahoo_guid');
    assert.ok(row.accessTokenExpiresAt.getTime() > Date.now() + 3500_000);

    const test = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/test-connection',
      headers: bearer(commissioner),
    });
    assert.deepEqual(test.json(), {
      success: true,
      message: 'Connected to Yahoo: following Harambe Memorial League (2025).',
    });
    const audit = await setup.app.db.select().from(auditLog).where(eq(auditLog.action, 'provider.connect'));
    assert.equal(audit.length, 1);
    assert.ok(!JSON.stringify(audit).includes('fakeAT.'), 'the audit log holds no token');
  });

  it('never sends a token to the browser', async () => {
    for (const url of [
      '/api/yahoo/test-connection',
      '/api/yahoo/teams',
      '/api/yahoo/leagues',
      '/api/yahoo/roster/461.l.6288.t.1/1',
    ]) {
      const response = await setup.app.inject({ method: 'GET', url, headers: bearer(commissioner) });
      assert.equal(response.statusCode, 200, url);
      assert.ok(!/fake(AT|RT)\./.test(response.body), url);
    }
  });

  it("keeps OAuth, the account's leagues, linking and league choice to the commissioner: a manager gets 403", async () => {
    const manager = await signInAsManager(setup.app);
    const calls = [
      { method: 'GET' as const, url: '/api/yahoo/oauth/request-token' },
      { method: 'GET' as const, url: '/api/yahoo/leagues' },
      { method: 'POST' as const, url: '/api/yahoo/oauth/verify-code', payload: { code: 'abc' } },
      { method: 'POST' as const, url: '/api/yahoo/link-team', payload: { yahooTeamKey: '461.l.6288.t.1', teamId: 1 } },
      { method: 'PUT' as const, url: '/api/yahoo/league', payload: { leagueKey: '449.l.751781' } },
    ];
    for (const call of calls) {
      const response = await setup.app.inject({ ...call, headers: bearer(manager) });
      assert.equal(response.statusCode, 403, call.url);
      assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
    }
    // Reading is for every member.
    const roster = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/roster/461.l.6288.t.2/1',
      headers: bearer(manager),
    });
    assert.equal(roster.statusCode, 200);
    assert.equal((await setup.app.inject({ method: 'GET', url: '/api/yahoo/teams' })).statusCode, 401);
  });
});

describe('Yahoo without credentials on the server', () => {
  let setup: YahooTestApp;
  before(async () => {
    setup = await startYahooTestApp({ settings: { clientId: null, clientSecret: null } });
  });
  after(() => setup.close());

  it('answers that Yahoo is not set up, naming the settings', async () => {
    const commissioner = await signIn(setup.app);
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/oauth/request-token',
      headers: bearer(commissioner),
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: 'Yahoo is not set up on this server: it needs YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET.',
    });
  });
});

describe('the offline demo', () => {
  let setup: YahooTestApp;
  before(async () => {
    setup = await startYahooTestApp({ fake: { demoCode: 'demo-code' }, settings: { demoCode: 'demo-code' } });
  });
  after(() => setup.close());

  it('starts with the demo league connected through the demo code', async () => {
    const member = await signIn(setup.app);
    const response = await setup.app.inject({
      method: 'GET',
      url: '/api/yahoo/test-connection',
      headers: bearer(member),
    });
    assert.deepEqual(response.json(), {
      success: true,
      message: 'Connected to Yahoo: following Harambe Memorial League (2025).',
    });
    assert.equal(setup.fake.calls.token.authorization_code, 1);
  });

  it('connects again on every start: a restarted fake knows none of the stored tokens', async () => {
    const before = withTokens((await setup.app.db.select().from(providerConnections))[0] ?? null)!;
    await setup.app.db.update(providerConnections).set({ providerLeagueKey: '449.l.751781' });
    const provider = new YahooProvider({
      db: setup.app.db,
      endpoints: {
        authBase: setup.fake.authBase,
        apiBase: setup.fake.apiBase,
        clientId: 'fake-yahoo-client',
        clientSecret: 'fake-yahoo-secret',
      },
      cipher: setup.cipher,
      log: setup.app.log,
    });
    await connectDemoLeagues(setup.app, provider, 'demo-code');
    const after = await setup.app.db.select().from(providerConnections);
    assert.equal(after.length, 1);
    assert.notEqual(
      setup.cipher.decrypt(withTokens(after[0] ?? null)!.accessTokenEncrypted),
      setup.cipher.decrypt(before.accessTokenEncrypted),
    );
    assert.equal(after[0]!.providerLeagueKey, '449.l.751781', 'the followed league is kept');
  });
});
