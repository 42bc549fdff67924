import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { webhookDeliveries } from '../../../db/schema';
import type { TokenCipher } from '../../provider';
import { claimDue, DEFAULT_SENDER_OPTIONS, markAttempt, type SenderOptions } from '../sender';
import {
  type AddressRules,
  checkedLookup,
  isPrivateAddress,
  parseWebhookUrl,
  WebhookAddressError,
} from './webhook-address';
import { sealedUrlOf } from './webhook-repository';

export type WebhookSenderDependencies = {
  cipher: TokenCipher;
  rules: AddressRules;
  /** How long one POST may take, connection and answer: well under the sender's lease. */
  timeoutMs: number;
};

export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The JSON both services take: Discord's incoming webhook reads `content`, Slack's reads
 * `text`; each ignores the other's field, so one body serves either (and any receiver of
 * either shape). Discord takes at most 2,000 characters.
 */
export function webhookBody(text: string): string {
  const content = text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
  return JSON.stringify({ content, text: content });
}

/** An attempt that did not deliver: the code the delivery log shows, and whether a later attempt may. */
class DeliveryError extends Error {
  constructor(
    readonly code: string,
    readonly retry: boolean,
  ) {
    super(code);
  }
}

/**
 * POSTs one body and answers the status code. The host is resolved and checked as it connects
 * (checkedLookup; an IP written in the address is checked here): DNS may answer otherwise than
 * when the address was set. Redirects are not followed (node:http never does): a 3xx is a
 * refusal, since following one would let the receiver send the server anywhere.
 */
export function postWebhook(
  url: URL,
  body: string,
  dependencies: Omit<WebhookSenderDependencies, 'cipher'>,
): Promise<number> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !dependencies.rules.allowPrivate && isPrivateAddress(host))
    return Promise.reject(new WebhookAddressError('private address', 'EPRIVATE'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'FantasyLeague-Webhook/1',
      },
      lookup: checkedLookup(dependencies.rules),
      timeout: dependencies.timeoutMs,
      signal: AbortSignal.timeout(dependencies.timeoutMs),
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
    request.on('response', (response) => {
      // The answer's words are not read: only its status counts, and the log keeps no content.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.end(body);
  });
}

/** The outcome of a status: 2xx delivered; 429 and 5xx may pass later; any other is refused for good. */
function judge(status: number): DeliveryError | null {
  if (status >= 200 && status < 300) return null;
  if (status === 429 || status >= 500) return new DeliveryError(`HTTP ${status}`, true);
  return new DeliveryError(
    status >= 300 && status < 400 ? `HTTP ${status} (redirect refused)` : `HTTP ${status}`,
    false,
  );
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown; name?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'ETIMEDOUT' : 'ERROR';
};

/**
 * One round of the webhook sender: claims the due webhook messages (the email sender's claim,
 * lease and backoff) and POSTs each to its league's webhook as it is now. Every attempt is
 * written to the delivery log in the transaction that marks the message: delivered (2xx),
 * retry (429, 5xx, no answer: the next attempt after backoffAfter, until the last attempt
 * makes it failed), or failed at once (any other 4xx or 3xx, an address now refused, the
 * webhook removed). The log names the message's id and the code, never the address (its path
 * is the secret). Answers how many were delivered.
 */
export async function sendWebhooksDue(
  db: Database,
  dependencies: WebhookSenderDependencies,
  log: FastifyBaseLogger,
  now: () => Date,
  options: SenderOptions = DEFAULT_SENDER_OPTIONS,
): Promise<number> {
  const claimed = await claimDue(db, now(), options, 'webhook');
  let delivered = 0;
  for (const message of claimed) {
    let status: number | null = null;
    let failure: DeliveryError | null;
    try {
      const sealed = await sealedUrlOf(db, message.leagueId);
      if (!sealed) throw new DeliveryError('ENOWEBHOOK', false);
      let url: URL;
      try {
        url = parseWebhookUrl(dependencies.cipher.decrypt(sealed), dependencies.rules);
      } catch (error) {
        throw error instanceof WebhookAddressError ? error : new DeliveryError('EKEY', false);
      }
      status = await postWebhook(url, webhookBody(message.body), dependencies);
      failure = judge(status);
    } catch (error) {
      failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError(codeOf(error), !(error instanceof WebhookAddressError));
    }
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const marked = await markAttempt(tx, message, failure, at, options);
      // A round that outlived its lease leaves the row, and its log, to the sender that claimed it next.
      if (marked === null) return null;
      await tx.insert(webhookDeliveries).values({
        messageId: message.id,
        leagueId: message.leagueId,
        attempt: message.attempts,
        outcome: marked,
        statusCode: status,
        error: failure?.code ?? null,
        at,
      });
      return marked;
    });
    if (outcome === 'delivered') delivered += 1;
    const fields = { message: message.id, attempts: message.attempts, code: failure?.code };
    if (outcome === 'failed') log.error(fields, 'webhook gave up');
    else if (outcome === 'retry') log.warn(fields, 'webhook attempt failed');
  }
  return delivered;
}
