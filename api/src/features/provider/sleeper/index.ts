// Sleeper: a public, read-only fantasy API (docs/sleeper.md). A league follows a Sleeper
// league by its id; no OAuth, no tokens.
import type { FastifyInstance } from 'fastify';
import type { SleeperSettings } from '../../../config';
import { SleeperProvider } from './sleeper-provider';

export { SleeperProvider, type SleeperProviderOptions, numericPlayerId, teamKey } from './sleeper-provider';
export { SleeperClient, createLimiter, processLimiter, SLEEPER_CALLS_PER_MINUTE } from './sleeper-client';

/** The Sleeper provider of this server, calling `settings.apiBase`. */
export function createSleeperProvider(app: FastifyInstance, settings: SleeperSettings): SleeperProvider {
  return new SleeperProvider({ db: app.db, apiBase: settings.apiBase, log: app.log });
}
