import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, nflSeasonUnderWay } from './config';

describe('settings', () => {
  it('defaults to PGlite, port 4000, the demo-fantasy project and a closed demo league', () => {
    const config = loadConfig({});
    assert.equal(config.database.kind, 'pglite');
    assert.equal(config.port, 4000);
    assert.equal(config.firebase.projectId, 'demo-fantasy');
    assert.equal(config.firebase.authEmulatorHost, null);
    assert.equal(config.demoLeagueOpen, false);
  });

  it('selects PostgreSQL from DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fantasy' });
    assert.deepEqual(config.database, {
      kind: 'postgres',
      url: 'postgres://app@db:5432/fantasy',
      poolMax: 10,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      listenHeartbeatMs: 10_000,
      listenTimeoutMs: 5000,
    });
    const pooled = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/fantasy', DATABASE_POOL_MAX: '25' });
    assert.equal(pooled.database.kind === 'postgres' && pooled.database.poolMax, 25);
    for (const nonsense of ['0', 'many', '2.5'])
      assert.throws(() => loadConfig({ DATABASE_POOL_MAX: nonsense }), /DATABASE_POOL_MAX/);
  });

  it('waits on PostgreSQL within its timeouts, which settings change; a lost listener is noticed within 30 s by default', () => {
    const url = 'postgres://app@db:5432/fantasy';
    const defaults = loadConfig({ DATABASE_URL: url }).database;
    assert.ok(defaults.kind === 'postgres' && defaults.listenHeartbeatMs + defaults.listenTimeoutMs <= 30_000);
    const set = loadConfig({
      DATABASE_URL: url,
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '20000',
      DATABASE_LISTEN_HEARTBEAT_MS: '500',
      DATABASE_LISTEN_TIMEOUT_MS: '250',
    }).database;
    assert.ok(set.kind === 'postgres');
    assert.deepEqual(
      [set.connectTimeoutMs, set.statementTimeoutMs, set.listenHeartbeatMs, set.listenTimeoutMs],
      [1500, 20_000, 500, 250],
    );
    for (const name of [
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'DATABASE_LISTEN_HEARTBEAT_MS',
      'DATABASE_LISTEN_TIMEOUT_MS',
    ]) {
      for (const nonsense of ['0', '-5', 'soon', '2.5'])
        assert.throws(() => loadConfig({ DATABASE_URL: url, [name]: nonsense }), new RegExp(name));
    }
  });

  it('remembers 10,000 verified tokens unless TOKEN_CACHE_SIZE says otherwise (0: none)', () => {
    assert.equal(loadConfig({}).firebase.tokenCacheSize, 10_000);
    assert.equal(loadConfig({ TOKEN_CACHE_SIZE: '0' }).firebase.tokenCacheSize, 0);
    assert.equal(loadConfig({ TOKEN_CACHE_SIZE: '500' }).firebase.tokenCacheSize, 500);
    for (const nonsense of ['-1', 'lots', '1.5'])
      assert.throws(() => loadConfig({ TOKEN_CACHE_SIZE: nonsense }), /TOKEN_CACHE_SIZE/);
  });

  it('remembers 10,000 hot reads unless READ_CACHE_SIZE says otherwise (0: none)', () => {
    assert.equal(loadConfig({}).readCacheSize, 10_000);
    assert.equal(loadConfig({ READ_CACHE_SIZE: '0' }).readCacheSize, 0);
    assert.equal(loadConfig({ READ_CACHE_SIZE: '250' }).readCacheSize, 250);
    for (const nonsense of ['-1', 'lots', '1.5'])
      assert.throws(() => loadConfig({ READ_CACHE_SIZE: nonsense }), /READ_CACHE_SIZE/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://db' }), /DATABASE_URL must start with postgres:\/\//);
  });

  it('refuses to start with the auth emulator in production', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.authEmulatorHost,
      '127.0.0.1:9099',
    );
  });

  it('sends no email without SMTP_URL; with it, needs a signing key in production and an smtp address', () => {
    const none = loadConfig({}).notifications;
    assert.deepEqual(
      [none.smtpUrl, none.tokenKey, none.intervalSeconds, none.siteUrl],
      [null, null, 15, 'http://localhost:3000'],
    );
    const set = loadConfig({
      SMTP_URL: 'smtp://mail:1025',
      SITE_URL: 'https://league.example/',
      NOTIFY_INTERVAL_SECONDS: '0',
    });
    assert.deepEqual(
      [set.notifications.smtpUrl, set.notifications.siteUrl, set.notifications.intervalSeconds],
      ['smtp://mail:1025', 'https://league.example', 0],
    );
    assert.throws(() => loadConfig({ SMTP_URL: 'http://mail' }), /SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail' }),
      /Refusing to start: NOTIFY_TOKEN_KEY is required with SMTP_URL when NODE_ENV=production/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://mail', NOTIFY_TOKEN_KEY: 'a'.repeat(44) }).notifications
        .tokenKey,
      'a'.repeat(44),
    );
  });

  it('keeps webhooks to https and public networks in production, and never lets production allow private ones', () => {
    const development = loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).notifications.webhook;
    assert.deepEqual([development.httpsOnly, development.allowPrivate, development.key], [false, true, null]);
    const production = loadConfig({ NODE_ENV: 'production', WEBHOOK_KEY: 'b'.repeat(44) }).notifications.webhook;
    assert.deepEqual([production.httpsOnly, production.allowPrivate, production.key], [true, false, 'b'.repeat(44)]);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' }),
      /Refusing to start: WEBHOOK_ALLOW_PRIVATE must not be set when NODE_ENV=production/,
    );
  });

  it('reads flags and rejects nonsense with the setting named', () => {
    assert.equal(loadConfig({ DEMO_LEAGUE_OPEN: 'true' }).demoLeagueOpen, true);
    assert.throws(() => loadConfig({ DEMO_LEAGUE_OPEN: 'maybe' }), /DEMO_LEAGUE_OPEN/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
  });

  it('refuses a LEAGUE_NAME with an invisible or text-direction character, and stores it normalised', () => {
    assert.throws(
      () => loadConfig({ LEAGUE_NAME: 'Keepers\u200BUnited' }),
      /LEAGUE_NAME must not contain invisible or text-direction characters \(found U\+200B\)/,
    );
    assert.equal(loadConfig({ LEAGUE_NAME: ' Ｋｅｅｐｅｒｓ\u00A0 United ' }).league.name, 'Keepers United');
  });

  it('refreshes imported scores every hour unless YAHOO_SCORE_REFRESH_MINUTES says otherwise (0: never)', () => {
    assert.equal(loadConfig({}).yahoo.scoreRefreshMinutes, 60);
    assert.equal(loadConfig({ YAHOO_SCORE_REFRESH_MINUTES: '0' }).yahoo.scoreRefreshMinutes, 0);
    assert.throws(() => loadConfig({ YAHOO_SCORE_REFRESH_MINUTES: 'often' }), /YAHOO_SCORE_REFRESH_MINUTES/);
  });

  it('reads the league of its own: name, commissioners (trimmed, lower-cased) and season', () => {
    const config = loadConfig({
      LEAGUE_NAME: 'Keepers United',
      LEAGUE_COMMISSIONERS: ' Ann@Example.com, bob@example.com ,',
      LEAGUE_SEASON: '2026',
    });
    assert.deepEqual(config.league, {
      name: 'Keepers United',
      commissioners: ['ann@example.com', 'bob@example.com'],
      season: 2026,
    });
    assert.deepEqual(loadConfig({}).league.commissioners, []);
    assert.throws(() => loadConfig({ LEAGUE_COMMISSIONERS: 'ann@example.com, not-an-email' }), /LEAGUE_COMMISSIONERS/);
  });

  it('budgets requests so the busiest screen (Teams: 24+ calls) loads ten times a minute, by two members behind one address', () => {
    const { rateLimit, trustProxy } = loadConfig({});
    assert.equal(rateLimit.timeWindow, '1 minute');
    assert.ok(rateLimit.perUser >= 10 * 24, `per user: ${rateLimit.perUser}`);
    assert.ok(rateLimit.perAddress >= 2 * rateLimit.perUser, `per address: ${rateLimit.perAddress}`);
    assert.equal(trustProxy, 'loopback');
    assert.equal(loadConfig({ TRUST_PROXY: '' }).trustProxy, false);
    assert.deepEqual(loadConfig({ RATE_LIMIT_MAX: '0', RATE_LIMIT_ADDRESS_MAX: '0' }).rateLimit, {
      perUser: 0,
      perAddress: 0,
      timeWindow: '1 minute',
      redisUrl: null,
    });
    assert.equal(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).rateLimit.redisUrl, 'redis://127.0.0.1:6379/2');
    assert.throws(
      () => loadConfig({ REDIS_URL: '127.0.0.1:6379' }),
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/,
    );
  });

  it('takes the NFL season under way: September starts a season, February still ends the last one', () => {
    assert.equal(nflSeasonUnderWay(new Date('2026-11-23T00:00:00Z')), 2026);
    assert.equal(nflSeasonUnderWay(new Date('2027-02-10T00:00:00Z')), 2026);
    assert.equal(nflSeasonUnderWay(new Date('2026-08-31T00:00:00Z')), 2025);
  });
});
