import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isConnectionLost, isDatabaseUnavailable } from './errors';

/** An error as pg makes one for a message of the server: its SQLSTATE and severity. */
const server = (code: string, message = 'from the server') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
/** drizzle wraps the driver's error as its cause. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database failures', () => {
  it('tells a connection ended or broken (ask again elsewhere) from a database that does not answer (do not)', () => {
    for (const ended of [
      server('57P01'),
      server('57P03'),
      server('08006'),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('read'), { code: 'ECONNRESET' }),
    ]) {
      assert.ok(isConnectionLost(ended), ended.message);
      assert.ok(isConnectionLost(wrapped(ended)), `wrapped ${ended.message}`);
      assert.ok(isDatabaseUnavailable(ended), ended.message);
    }
    for (const silent of [
      new Error('Query read timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout'),
      server('57014', 'canceling statement due to statement timeout'),
      server('53300'),
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    ]) {
      assert.ok(!isConnectionLost(silent), silent.message);
      assert.ok(isDatabaseUnavailable(wrapped(silent)), silent.message);
    }
  });

  it('counts nothing a request asked for as unavailability', () => {
    for (const refused of [
      server('23505'),
      server('22P02'),
      server('40001'),
      new Error('User 1 vanished during sign-in sync'),
    ]) {
      assert.ok(!isConnectionLost(refused) && !isDatabaseUnavailable(refused), refused.message);
    }
  });
});
