import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notificationMessages } from '../../db/schema';

/**
 * How long a settled message (sent, or given up as failed) stays in the outbox: long enough
 * for a commissioner to read a webhook's delivery log and for anyone to trace an email a member
 * says never came (docs/notifications.md §1), short enough that the outbox does not grow with
 * the league's whole history as the audit log does.
 */
export const OUTBOX_RETENTION_DAYS = 30;

/** Rows one statement deletes at most: a large backlog goes in short statements, not one long lock. */
const PRUNE_BATCH = 1000;

/**
 * Deletes the settled messages older than the retention, and with them their webhook
 * deliveries (`on delete cascade`). A pending message is never deleted, however old: it is
 * still owed. Safe on any number of instances at once: a row two of them pick is deleted once.
 * Age is read on the database's clock, the one `created_at` was written with (the worker's
 * `now` is the app's, which tests move). Answers how many messages went.
 */
export async function pruneSettledMessages(db: Queryable, retentionDays = OUTBOX_RETENTION_DAYS): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await db
      .delete(notificationMessages)
      .where(
        sql`${notificationMessages.id} in (
          select id from ${notificationMessages}
          where status <> 'pending' and created_at < now() - make_interval(days => ${retentionDays})
          order by id limit ${PRUNE_BATCH})`,
      )
      .returning({ id: notificationMessages.id });
    pruned += deleted.length;
    if (deleted.length < PRUNE_BATCH) return pruned;
  }
}
