import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import { notificationMessages } from '../../db/schema';
import type { Mailer, OutgoingEmail } from './email';

export type SenderOptions = {
  /** Messages one round claims at most. */
  batch: number;
  /** How long a claim holds a message: longer than one send may take (email.ts's timeouts). */
  leaseMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each later one waits twice the one before. */
  backoffMs: number;
  /** The longest wait between attempts. */
  maxBackoffMs: number;
};

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  batch: 20,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed: 30 s, 1 min, 2 min … at most an hour. */
export function backoffAfter(attempts: number, options: Pick<SenderOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, attempts - 1), options.maxBackoffMs);
}

export type Claimed = OutgoingEmail & { id: number; attempts: number; lockedUntil: Date };

/**
 * Claims the due messages of a channel (email, webhook): pending, their next attempt come, and no other sender's lease
 * running. `for update skip locked` lets two instances claim at once without waiting on, or
 * taking, each other's rows; the lease (`locked_until`) keeps a claimed row from a second
 * sender after the claim's transaction has committed. The attempt is counted here, before the
 * send: a sender killed mid-send has used one.
 */
export async function claimDue(
  db: Database,
  now: Date,
  options: SenderOptions,
  channel: 'email' | 'webhook' = 'email',
): Promise<Claimed[]> {
  const lockedUntil = new Date(now.getTime() + options.leaseMs);
  const claim = sql`
    update ${notificationMessages} set locked_until = ${lockedUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${notificationMessages}
      where status = 'pending' and channel = ${channel} and next_attempt_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
      order by next_attempt_at, id
      limit ${options.batch}
      for update skip locked)
    returning id, key, league_id, user_id, kind, recipient, subject, body, attempts`;
  // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`.
  const { rows } = (await db.execute(claim)) as unknown as {
    rows: Array<{
      id: number;
      key: string;
      league_id: number;
      user_id: number | null;
      kind: string;
      recipient: string;
      subject: string;
      body: string;
      attempts: number;
    }>;
  };
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    leagueId: row.league_id,
    userId: row.user_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    attempts: row.attempts,
    lockedUntil,
  }));
}

/** How an attempt ended: delivered (no failure), or a failure with its code and whether a later attempt may pass. */
export type AttemptFailure = { code: string; retry: boolean } | null;

/**
 * Marks a claimed message after an attempt, every channel alike: sent, or pending again after
 * its backoff, or failed (no retry left, or none worth making). Only while this round's lease
 * holds (`locked_until` as claimed): a round that outlived its lease leaves the row to the
 * sender that claimed it next, and answers null. Else answers the outcome.
 */
export async function markAttempt(
  db: Queryable,
  message: Pick<Claimed, 'id' | 'leagueId' | 'attempts' | 'lockedUntil'>,
  failure: AttemptFailure,
  at: Date,
  options: SenderOptions,
): Promise<'delivered' | 'retry' | 'failed' | null> {
  const giveUp = failure !== null && (!failure.retry || message.attempts >= options.maxAttempts);
  const marked = await db
    .update(notificationMessages)
    .set(
      failure === null
        ? { status: 'sent', sentAt: at, lockedUntil: null, lastError: null }
        : {
            status: giveUp ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: failure.code,
            nextAttemptAt: new Date(at.getTime() + backoffAfter(message.attempts, options)),
          },
    )
    .where(
      and(
        eq(notificationMessages.leagueId, message.leagueId),
        eq(notificationMessages.id, message.id),
        eq(notificationMessages.lockedUntil, message.lockedUntil),
        eq(notificationMessages.status, 'pending'),
      ),
    )
    .returning({ id: notificationMessages.id });
  if (marked.length === 0) return null;
  return failure === null ? 'delivered' : giveUp ? 'failed' : 'retry';
}

/**
 * One round of the sender: claims the due messages and sends each, one after another. Sent:
 * marked so, the lease ended. Refused or failed: the next attempt waits (backoffAfter), or
 * after the last attempt the message is `failed`. Each mark holds only while this round's
 * lease does (`locked_until` as claimed): a round that outlived its lease leaves the row to
 * the sender that claimed it next. The log names the message's id and the error's code,
 * never the address or the words. Answers how many were sent.
 */
export async function sendDue(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  now: () => Date,
  options: SenderOptions = DEFAULT_SENDER_OPTIONS,
): Promise<number> {
  const claimed = await claimDue(db, now(), options);
  let sent = 0;
  for (const message of claimed) {
    let failure: AttemptFailure = null;
    try {
      await mailer.send(message);
    } catch (error) {
      failure = { code: errorCode(error), retry: true };
    }
    const outcome = await markAttempt(db, message, failure, now(), options);
    if (outcome === 'delivered') sent += 1;
    const fields = { message: message.id, attempts: message.attempts, code: failure?.code };
    if (outcome === 'failed') log.error(fields, 'notification gave up');
    else if (outcome === 'retry') log.warn(fields, 'notification attempt failed');
  }
  return sent;
}

/** What the log may say of a failure: nodemailer's code and the server's response code, no content. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'ERROR', typeof responseCode === 'number' ? responseCode : null];
  return parts.filter((part) => part !== null).join(' ');
}
