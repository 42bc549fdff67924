/**
 * The HTTP side of ESPN (docs/espn.md §5): GETs of a league's season, through one limiter per
 * process shared fairly between leagues (fair-limiter.ts). A private league's two cookies go
 * with each call to ESPN's own address and nowhere else: a redirect is never followed. A 429
 * is waited out (Retry-After, else growing pauses) a few times, a 5xx tried once more; then
 * the failure is told in ESPN's words. 401 names the cookies; 404 the league or season.
 */
import { BodyTooLargeError, describeBytes, readBoundedText } from '../bounded-body';
import { createLimiter, type Limiter } from '../fair-limiter';
import { ProviderError } from '../provider-error';
import type { EspnCookies } from './cookies';

/** ESPN publishes no limit: we stay well under what its own pages make a browser call. */
export const ESPN_CALLS_PER_MINUTE = 300;

/** The process's one limiter: every EspnClient shares it unless a test hands in its own. */
export const processLimiter: Limiter = createLimiter(ESPN_CALLS_PER_MINUTE);

/** Every view a season's import reads, asked in one call (docs/espn.md §5). */
export const LEAGUE_VIEWS = ['mTeam', 'mRoster', 'mMatchup', 'mMatchupScore', 'mSettings', 'mDraftDetail'] as const;
/** Seasons before this are only in ESPN's league history (`/leagueHistory/{id}?seasonId=`). */
export const HISTORY_BEFORE = 2018;

export type EspnClientOptions = {
  /** ESPN's API address without a trailing slash (ESPN_API_BASE); null: none, every call refused. */
  apiBase: string | null;
  timeoutMs?: number;
  limiter?: Limiter;
  backoffMs?: number;
  rateLimitRetries?: number;
  /** A Retry-After longer than this is not waited out here: the caller is told when to come back. */
  maxWaitMs?: number;
  /**
   * The longest ESPN is left alone after its 429s: a longer Retry-After counts as this, so one
   * answer cannot stop every league's calls for days (docs/espn.md §5).
   */
  maxBlockMs?: number;
  maxBodyBytes?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type EspnRead = {
  espnLeagueId: string;
  season: number;
  /** A week's rosters and points (`scoringPeriodId`); absent: the season as ESPN stands now. */
  week?: number;
  cookies: EspnCookies | null;
  /** The league the commissioner typed (following it): a 401 or 404 refuses that input. */
  namedByUser?: boolean;
};

/** A season's whole answer (every view, a 16-man roster a team) weighs some hundreds of KB. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** A Retry-After beyond five minutes is read as five minutes. */
export const MAX_BLOCK_MS = 5 * 60_000;

const DEFAULTS = {
  timeoutMs: 15_000,
  backoffMs: 1000,
  rateLimitRetries: 3,
  maxWaitMs: 30_000,
  maxBlockMs: MAX_BLOCK_MS,
  maxBodyBytes: MAX_BODY_BYTES,
};

export class EspnClient {
  private readonly options: Required<EspnClientOptions>;
  /** After ESPN's 429s outlasted our waiting: no call goes out before then (it would only prolong the block). */
  private blockedUntil = 0;

  constructor(options: EspnClientOptions) {
    this.options = {
      ...DEFAULTS,
      limiter: processLimiter,
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...options,
    };
  }

  /** The path and query of a season's read, after the base: what the cache keys it by. */
  static pathOf(read: Pick<EspnRead, 'espnLeagueId' | 'season' | 'week'>): string {
    // The last guard before a URL: ids are numbers where they are read (the league key, the
    // parser's previousSeasons), so nothing from an answer can turn the path into another.
    if (
      !/^\d{1,12}$/.test(read.espnLeagueId) ||
      !Number.isInteger(read.season) ||
      (read.week !== undefined && !Number.isInteger(read.week))
    )
      throw new ProviderError(
        'bad_response',
        `ESPN's answers led to a read that is not one of ESPN's. Nothing was asked.`,
      );
    const views = LEAGUE_VIEWS.map((view) => `view=${view}`).join('&');
    const week = read.week === undefined ? '' : `&scoringPeriodId=${read.week}`;
    return read.season < HISTORY_BEFORE
      ? `/leagueHistory/${read.espnLeagueId}?seasonId=${read.season}&${views}${week}`
      : `/seasons/${read.season}/segments/0/leagues/${read.espnLeagueId}?${views}${week}`;
  }

  /** A season's league body; the league history's array is unwrapped (empty: no such season). */
  async league(read: EspnRead): Promise<unknown> {
    const path = EspnClient.pathOf(read);
    const json = await this.get(path, read);
    if (read.season >= HISTORY_BEFORE) return json;
    if (!Array.isArray(json))
      throw new ProviderError(
        'bad_response',
        `ESPN's league history of ${read.season} is not a list. Try again later.`,
      );
    if (json.length === 0) throw notFound(read);
    return json[0] as unknown;
  }

  private async get(path: string, read: EspnRead): Promise<unknown> {
    if (this.options.apiBase === null)
      throw new ProviderError('not_configured', 'ESPN is not set up on this server (ESPN_API_BASE).');
    let rateLimited = 0;
    let serverErrors = 0;
    const blocked = this.blockedUntil - this.options.now();
    if (blocked > 0) throw this.rateLimited(blocked);
    for (;;) {
      const response = await this.options.limiter(() => this.fetchOnce(path, read.cookies));
      if (response.status === 429) {
        await response.body?.cancel();
        const wait = Math.min(
          retryAfterMs(response.headers.get('retry-after'), this.options.now()) ??
            this.options.backoffMs * 2 ** rateLimited,
          this.options.maxBlockMs,
        );
        if (rateLimited >= this.options.rateLimitRetries || wait > this.options.maxWaitMs) {
          this.blockedUntil = this.options.now() + wait;
          throw this.rateLimited(wait);
        }
        rateLimited += 1;
        await this.options.sleep(wait);
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        if (serverErrors === 0) {
          serverErrors += 1;
          await this.options.sleep(this.options.backoffMs);
          continue;
        }
        throw new ProviderError(
          'bad_response',
          `ESPN is having trouble (it answered ${response.status} twice for league ${read.espnLeagueId}'s ${read.season}). Try again in a few minutes.`,
        );
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        throw notVisible(read);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound(read);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProviderError(
          'bad_response',
          `ESPN could not answer league ${read.espnLeagueId}'s ${read.season} (it answered ${response.status}). Try again in a few minutes.`,
        );
      }
      let text: string;
      try {
        text = await readBoundedText(response, this.options.maxBodyBytes);
      } catch (error) {
        throw new ProviderError(
          'bad_response',
          error instanceof BodyTooLargeError
            ? `ESPN's answer is larger than ${describeBytes(this.options.maxBodyBytes)}; it was not read. Try again later.`
            : `ESPN's answer broke off part-way. Try again later.`,
        );
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ProviderError('bad_response', 'ESPN answered with something other than JSON. Try again later.');
      }
    }
  }

  private rateLimited(waitMs: number): ProviderError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const when = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    return new ProviderError(
      'rate_limited',
      `ESPN is limiting requests from this server. Try again in ${when}.`,
      new Date(this.options.now() + seconds * 1000),
    );
  }

  /**
   * One GET. The cookies go only to ESPN's address (the base's origin), and a redirect is not
   * followed: the cookies must not travel with it (docs/espn.md §3).
   */
  private async fetchOnce(path: string, cookies: EspnCookies | null): Promise<Response> {
    const url = `${this.options.apiBase}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookies) headers.cookie = `espn_s2=${cookies.espnS2}; SWID=${cookies.swid}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ProviderError(
        'unreachable',
        timedOut
          ? `ESPN did not answer within ${Math.round(this.options.timeoutMs / 1000)} seconds. Try again later.`
          : 'Could not reach ESPN. Try again later.',
      );
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new ProviderError(
        'bad_response',
        'ESPN answered by sending us to another address; it was not followed (the cookies stay with ESPN). Try again later.',
      );
    }
    return response;
  }
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function notVisible(read: EspnRead): ProviderError {
  const message = read.cookies
    ? `ESPN refused league ${read.espnLeagueId} with the espn_s2 and SWID cookies given: they are wrong or have expired. Copy both again from a browser signed in to ESPN.`
    : `ESPN league ${read.espnLeagueId} is private: it needs a member's espn_s2 and SWID cookies, copied from a browser signed in to ESPN.`;
  return new ProviderError(read.namedByUser ? 'bad_request' : 'authorization_lost', message);
}

function notFound(read: EspnRead): ProviderError {
  return new ProviderError(
    read.namedByUser ? 'bad_request' : 'bad_response',
    `ESPN has no league ${read.espnLeagueId} in ${read.season}. Check the league id: it is the number after leagueId= in the league's ESPN address.`,
  );
}
