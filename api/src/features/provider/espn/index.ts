// ESPN: a league followed by its id, a private one with a member's two cookies (docs/espn.md).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EspnSettings } from '../../../config';
import { createTokenCipher, loadTokenKey } from '../yahoo';
import { EspnProvider } from './espn-provider';

export {
  EspnProvider,
  type EspnProviderOptions,
  type CookieChange,
  leagueKeyOf,
  teamKeyOf,
  numericPlayerId,
} from './espn-provider';
export { EspnClient, ESPN_CALLS_PER_MINUTE, processLimiter } from './espn-client';

/**
 * The ESPN provider of this server, calling `settings.apiBase`. Cookies are sealed with
 * ESPN_COOKIE_KEY, else (development) a key file made once; in production without the key
 * none can be stored, and a private league is refused (docs/espn.md §3).
 */
export async function createEspnProvider(app: FastifyInstance, settings: EspnSettings): Promise<EspnProvider> {
  const production = process.env.NODE_ENV === 'production';
  const key =
    settings.cookieKey || (settings.cookieKeyFile && !production)
      ? await loadTokenKey({
          tokenKey: settings.cookieKey,
          keyFile: settings.cookieKeyFile,
          setting: 'ESPN_COOKIE_KEY',
        })
      : production
        ? null
        : // Tests name no key file: a throwaway key lives as long as the process.
          randomBytes(32);
  return new EspnProvider({
    db: app.db,
    apiBase: settings.apiBase,
    cipher: key ? createTokenCipher(key) : null,
    log: app.log,
  });
}
