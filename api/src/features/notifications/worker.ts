import type { FastifyInstance } from 'fastify';
import { DISPATCH_BATCH, ensureCursor, expandAuditLog, remindKeeperDeadlines } from './dispatcher';
import type { Mailer } from './email';
import { pruneSettledMessages } from './outbox-retention';
import { DEFAULT_SENDER_OPTIONS, type SenderOptions, sendDue } from './sender';
import { expandWebhooks, WEBHOOK_CURSOR } from './webhook/webhook-dispatcher';
import { sendWebhooksDue, type WebhookSenderDependencies } from './webhook/webhook-sender';

export type WorkerOptions = {
  /** Null: no SMTP_URL, so no email is written or sent; the webhooks still are. */
  mailer: Mailer | null;
  /** Null: this server cannot read webhook addresses (no WEBHOOK_KEY in production). */
  webhooks?: WebhookSenderDependencies | null;
  intervalMs: number;
  now: () => Date;
  sender?: SenderOptions;
};

/**
 * One round of the notification worker, for each channel this server can send (email with
 * SMTP_URL, webhooks with their key): expand the audit log into messages until it is read
 * up to its end, write the keeper deadline's reminders, then send what is due until nothing is.
 * The clock's work (the reminders, and pruning the settled messages past their retention) is
 * done on the timer's rounds only (`timer`): a round a commit woke has nothing new for a clock
 * to tell, and each would read every league's rule and scan the outbox.
 * Each step stands alone: a round killed anywhere leaves the outbox consistent, and the next
 * round (on any instance) carries on (docs/notifications.md §1).
 */
export async function runNotificationRound(
  app: FastifyInstance,
  options: WorkerOptions,
  { timer = true } = {},
): Promise<void> {
  const sender = options.sender ?? DEFAULT_SENDER_OPTIONS;
  const { mailer, webhooks } = options;
  if (mailer) {
    while ((await expandAuditLog(app.db)) === DISPATCH_BATCH);
    // Every keeper rule of every league is read: on the timer only, not on each commit.
    if (timer) await remindKeeperDeadlines(app.db, options.now());
    while ((await sendDue(app.db, mailer, app.log, options.now, sender)) === sender.batch);
  }
  if (webhooks) {
    while ((await expandWebhooks(app.db)) === DISPATCH_BATCH);
    while ((await sendWebhooksDue(app.db, webhooks, app.log, options.now, sender)) === sender.batch);
  }
  if (timer) await pruneSettledMessages(app.db);
}

/**
 * Runs the worker every `intervalMs` (NOTIFY_INTERVAL_SECONDS), and at once when this
 * instance commits an audit entry (PostgreSQL tells its own commits; another instance's wait
 * for the timer), never two rounds at once; stopped, its round finished, when the app closes
 * (the score refresh timer's pattern). A failed round is logged and the next one tries again.
 */
export function startNotificationWorker(app: FastifyInstance, options: WorkerOptions): void {
  let round: Promise<void> | null = null;
  let again = false;
  // The timer asked for its work (reminders, pruning), and no round has done it since.
  let timerDue = false;
  let closed = false;
  const run = ({ timer = false } = {}) => {
    if (closed) return;
    timerDue ||= timer;
    if (round) {
      again = true;
      return;
    }
    const timerRound = timerDue;
    timerDue = false;
    round = runNotificationRound(app, options, { timer: timerRound })
      .catch((error: unknown) =>
        app.log.error({ code: (error as { code?: unknown }).code }, 'notification round failed; the next one retries'),
      )
      .finally(() => {
        round = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(() => run({ timer: true }), options.intervalMs);
  timer.unref();
  app.watchDatabase({ onCommitted: (tables) => tables.has('audit_log') && run() });
  app.addHook('onReady', async () => {
    // Each channel's cursor starts where the log then ends: email only once SMTP is set.
    if (options.mailer) await ensureCursor(app.db);
    if (options.webhooks) await ensureCursor(app.db, WEBHOOK_CURSOR);
    run({ timer: true });
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await round;
    options.mailer?.close();
  });
}
