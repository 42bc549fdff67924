import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

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
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://app@db:5432/fantasy' });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://db' }), /DATABASE_URL must start with postgres:\/\//);
  });

  it('refuses to start with the auth emulator in production', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/,
    );
    assert.equal(loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.authEmulatorHost, '127.0.0.1:9099');
  });

  it('reads flags and rejects nonsense with the setting named', () => {
    assert.equal(loadConfig({ DEMO_LEAGUE_OPEN: 'true' }).demoLeagueOpen, true);
    assert.throws(() => loadConfig({ DEMO_LEAGUE_OPEN: 'maybe' }), /DEMO_LEAGUE_OPEN/);
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
  });
});
