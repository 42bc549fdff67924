import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { createFirebaseVerifier } from './features/auth';

/**
 * Never written to the log: the caller's ID token and cookies, and provider tokens in any
 * object logged (a token answer, a stored connection) at the top level or one level down.
 */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.accessToken',
  '*.refreshToken',
];

/**
 * The API exactly as the server runs it, from its settings: the database they select, the
 * Firebase verifier, the provider settings, and a logger that never writes a secret. The
 * server entry listens with it; the benchmark measures it (after adding its no-op route), so
 * the figures are the production app's.
 */
export async function buildServerApp(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(config.database);
  return buildApp({
    config,
    database,
    verifier: createFirebaseVerifier(config.firebase),
    yahoo: config.yahoo,
    sleeper: config.sleeper,
    espn: config.espn,
    notifications: config.notifications,
    logger: { level: config.logLevel, redact: LOG_REDACTIONS },
  });
}
