import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { LOG_REDACTIONS } from './server-app';

/** Fastify's own logger with the server's redactions, writing into a string. */
function loggerWithRedactions() {
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += chunk;
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', redact: LOG_REDACTIONS, stream } });
  return { log: app.log, written: () => written };
}

describe('the server log never holds a secret', () => {
  const secret = 'secret-that-must-not-be-logged';

  it("hides the caller's ID token and cookies in a logged request", () => {
    const { log, written } = loggerWithRedactions();
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/league',
          headers: { authorization: `Bearer ${secret}`, cookie: `session=${secret}` },
        },
      },
      'request',
    );
    assert.ok(written().includes('/api/league'), 'the request itself is logged');
    assert.ok(!written().includes(secret));
  });

  it('hides provider tokens in a logged token answer or connection, at the top level or one down', () => {
    const { log, written } = loggerWithRedactions();
    log.warn({ access_token: secret, refresh_token: secret, token_type: 'bearer' }, 'token answer');
    log.warn({ connection: { accessToken: secret, refreshToken: secret, provider: 'yahoo' } }, 'connection');
    assert.ok(written().includes('token answer') && written().includes('yahoo'));
    assert.ok(!written().includes(secret));
  });
});
