/**
 * The HTTP side of Sleeper (docs/sleeper.md §3): GETs of its public read-only API, each
 * through one limiter per process (Sleeper asks for fewer than 1,000 calls a minute), shared
 * fairly between leagues (fair-limiter.ts), with every failure turned into a ProviderError a
 * commissioner can act on. A 429 is waited out (Retry-After, else growing pauses) a few times
 * before giving up; a 5xx is tried once more.
 */
import { BodyTooLargeError, describeBytes, readBoundedText } from '../bounded-body';
import { createLimiter, type Limiter } from '../fair-limiter';
import { ProviderError } from '../provider-error';

export { createLimiter, type Limiter };

/** Sleeper's ceiling is 1,000 a minute; we stay under it with room for a second process's stray call. */
export const SLEEPER_CALLS_PER_MINUTE = 900;

/**
 * The process's one limiter: every SleeperClient shares it unless a test hands in its own.
 * Each call takes its league's turn, as the work making it says (call-share.ts).
 */
export const processLimiter: Limiter = createLimiter(SLEEPER_CALLS_PER_MINUTE);

export type SleeperClientOptions = {
  /** Sleeper's API address without a trailing slash (SLEEPER_API_BASE); null: none, every call refused. */
  apiBase: string | null;
  /** How long one answer may take to start and finish (the player list streams under its own). */
  timeoutMs?: number;
  limiter?: Limiter;
  /** Waits between tries; tests pass a shorter one. */
  backoffMs?: number;
  /** How many times a 429 is waited out before the call gives up. */
  rateLimitRetries?: number;
  /** A Retry-After longer than this is not waited out here: the caller is told when to come back. */
  maxWaitMs?: number;
  /**
   * The longest Sleeper is left alone after its 429s: a longer Retry-After counts as this, so
   * one answer cannot stop every league's calls for days (docs/sleeper.md §7).
   */
  maxBlockMs?: number;
  /** The largest answer read whole (the player list streams under its own limit). */
  maxBodyBytes?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** How a call is made: whether what it asks for is what the commissioner typed. */
export type SleeperCallOptions = {
  /**
   * The league id or user name the commissioner typed (following a league, listing a user's
   * leagues): a 4xx there refuses that input. Anything read on from Sleeper's answers (an
   * earlier season's league by its `previous_league_id`, a league's parts) is Sleeper's.
   */
  namedByUser?: boolean;
};

/** The most a real league's answer weighs is some hundreds of KB; the player list streams apart. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** A Retry-After beyond five minutes is read as five minutes. */
export const MAX_BLOCK_MS = 5 * 60_000;
/** Redirects followed within Sleeper's own address; one elsewhere is refused. */
const MAX_REDIRECTS = 3;
/** A path segment a URL would resolve away (`..`, `%2e%2e`): never sent. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

const DEFAULTS = {
  timeoutMs: 15_000,
  backoffMs: 1000,
  rateLimitRetries: 3,
  maxWaitMs: 30_000,
  maxBlockMs: MAX_BLOCK_MS,
  maxBodyBytes: MAX_BODY_BYTES,
};

export class SleeperClient {
  private readonly options: Required<SleeperClientOptions>;
  /** After Sleeper's 429s outlasted our waiting: no call goes out before then (it would only prolong the block). */
  private blockedUntil = 0;

  constructor(options: SleeperClientOptions) {
    this.options = {
      ...DEFAULTS,
      limiter: processLimiter,
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...options,
    };
  }

  get apiBase(): string | null {
    return this.options.apiBase;
  }

  /** GET `path` (after the base, e.g. `/league/123`) as JSON; Sleeper's `null` comes back as null. */
  async get(path: string, call: SleeperCallOptions = {}): Promise<unknown> {
    const response = await this.send(path, this.options.timeoutMs, call);
    const text = await readText(response, path, this.options.timeoutMs, this.options.maxBodyBytes);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError(
        'bad_response',
        `Sleeper answered ${path} with something other than JSON${text.trimStart().startsWith('<') ? ' (a web page)' : ''}. Try again later.`,
      );
    }
  }

  /**
   * GET `path` and hand back the answer unread, for a body too big to hold (the player list):
   * the caller streams it within `timeoutMs`.
   */
  stream(path: string, timeoutMs: number): Promise<Response> {
    return this.send(path, timeoutMs);
  }

  /** One call through the limiter, waiting out 429s and retrying a 5xx once; answers a 200. */
  private async send(path: string, timeoutMs: number, call: SleeperCallOptions = {}): Promise<Response> {
    if (this.options.apiBase === null)
      throw new ProviderError('not_configured', 'Sleeper is not set up on this server (SLEEPER_API_BASE).');
    // Ids are checked where they are read (parse/); this is the last guard against a path that
    // would leave the one asked for once the URL resolves it.
    if (path.split('/').some((segment) => DOT_SEGMENT.test(segment)))
      throw new ProviderError(
        'bad_response',
        `Sleeper's answers led to a path that is not one of Sleeper's. Nothing was asked.`,
      );
    let rateLimited = 0;
    let serverErrors = 0;
    const blocked = this.blockedUntil - this.options.now();
    if (blocked > 0) throw this.rateLimited(blocked);
    for (;;) {
      const response = await this.options.limiter(() => this.fetchOnce(path, timeoutMs));
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
          `Sleeper is having trouble (it answered ${response.status} twice for ${path}). Try again in a few minutes.`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        // Only the league or user the commissioner typed can be theirs to check; a part of one
        // (its rosters, matchups, drafts…), an earlier season's league, or anything else
        // Sleeper fails to answer is Sleeper's failure, the provider's 502 (docs/api.md §13).
        if (call.namedByUser)
          throw new ProviderError(
            'bad_request',
            `Sleeper does not know ${path} (it answered ${response.status}). Check the league or user.`,
          );
        throw new ProviderError(
          'bad_response',
          `Sleeper could not answer ${path} (it answered ${response.status}). Try again in a few minutes.`,
        );
      }
      return response;
    }
  }

  /**
   * One GET, following a redirect only within Sleeper's own address (scheme, host and port):
   * one elsewhere is refused unread, as is a chain of them.
   */
  private async fetchOnce(path: string, timeoutMs: number): Promise<Response> {
    const first = `${this.options.apiBase}${path}`;
    const origin = new URL(first).origin;
    const signal = AbortSignal.timeout(timeoutMs);
    let url = first;
    for (let hops = 0; ; hops++) {
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual', signal });
      } catch (error) {
        throw unreachable(url, error, timeoutMs);
      }
      if (response.status < 300 || response.status >= 400 || response.status === 304) return response;
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location === null ? null : URL.parse(location, url);
      if (next === null || next.origin !== origin)
        throw new ProviderError(
          'bad_response',
          `Sleeper answered ${path} by sending us to another address (${next?.host ?? 'none given'}); it was not followed. Try again later.`,
        );
      if (hops >= MAX_REDIRECTS)
        throw new ProviderError(
          'bad_response',
          `Sleeper answered ${path} with more than ${MAX_REDIRECTS} redirects; they were not followed. Try again later.`,
        );
      url = next.href;
    }
  }

  private rateLimited(waitMs: number): ProviderError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const when = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    return new ProviderError(
      'rate_limited',
      `Sleeper is limiting requests from this server. Try again in ${when}.`,
      new Date(this.options.now() + seconds * 1000),
    );
  }
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The whole body as text, at most `maxBytes` of it: a stalled, broken or oversized body is told
 * as Sleeper failing rather than a crash or a process swollen by what Sleeper sent.
 */
async function readText(response: Response, path: string, timeoutMs: number, maxBytes: number): Promise<string> {
  try {
    return await readBoundedText(response, maxBytes);
  } catch (error) {
    throw new ProviderError(
      'bad_response',
      error instanceof BodyTooLargeError
        ? `Sleeper's answer to ${path} is larger than ${describeBytes(maxBytes)}, more than any league's; it was not read. Try again later.`
        : isTimeout(error)
          ? `Sleeper stopped answering ${path} part-way (nothing for ${seconds(timeoutMs)}). Try again later.`
          : `Sleeper's answer to ${path} broke off part-way. Try again later.`,
    );
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function unreachable(url: string, error: unknown, timeoutMs: number): ProviderError {
  const host = new URL(url).host;
  if (isTimeout(error))
    return new ProviderError(
      'unreachable',
      `Sleeper (${host}) did not answer within ${seconds(timeoutMs)}. Try again later.`,
    );
  const reason =
    error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new ProviderError('unreachable', `Could not reach Sleeper (${host}): ${reason}`);
}

/** "15 seconds", "0.2 seconds". */
function seconds(ms: number): string {
  return `${ms < 1000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} seconds`;
}
