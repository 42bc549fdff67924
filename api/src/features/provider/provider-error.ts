import type { ProviderFailure } from 'shared-contracts';

/**
 * Why a provider call failed, in words a commissioner can act on. `kind` decides the HTTP
 * answer and whether anything is retried: only an expired or rejected access token is
 * refreshed and retried (once); everything else is final for this request. The kinds (and
 * what each means) are the contract's, so a screen can tell them apart.
 */
export type ProviderErrorKind = ProviderFailure;

/**
 * Thrown by the provider and left to the one error handler, which answers `{message}` with
 * `statusCode` (and Retry-After on a rate limit). The message is written for the
 * commissioner, so it is shown even with a 502 (`expose`).
 */
export class ProviderError extends Error {
  readonly statusCode: number;
  readonly expose = true;

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** For rate limits: when calls may start again. */
    readonly retryAt?: Date,
  ) {
    super(message);
    this.name = 'ProviderError';
    this.statusCode = statusOf(kind);
  }

  /** Headers the answer carries: when to try again after a rate limit. */
  get headers(): Record<string, string> | undefined {
    if (!this.retryAt) return undefined;
    return { 'retry-after': String(Math.max(1, Math.ceil((this.retryAt.getTime() - Date.now()) / 1000))) };
  }
}

/** The HTTP status our API answers a provider failure with. */
function statusOf(kind: ProviderErrorKind): number {
  switch (kind) {
    case 'not_configured':
    case 'not_connected':
    case 'authorization_lost':
      return 409;
    case 'rate_limited':
      return 429;
    case 'bad_request':
      return 400;
    default:
      // The provider failed us: a bad gateway, with a message that says which way.
      return 502;
  }
}
