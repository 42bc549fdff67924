import { inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client';
import { leagueWebhooks } from '../../../db/schema';
import { feedActions, kindOfAction } from '../../activity';
import { DISPATCH_BATCH, expandChannel, type NewMessage, type OutboxEntry, sentencesOf } from '../dispatcher';

/** The webhook channel's reader of the audit log: a cursor of its own (docs/notifications.md §1). */
export const WEBHOOK_CURSOR = 'webhook';

/** The `recipient` of a webhook message: the address is read (and checked) when it is sent, never stored in the outbox. */
export const LEAGUE_WEBHOOK = 'league-webhook';

/**
 * The webhook channel: ONE message per entry the activity feed tells of, in a league that has
 * a webhook set, its words the feed's sentence (docs/notifications.md §4). Key
 * `audit:<entry>:league:<league>:webhook`.
 */
export async function expandWebhooks(db: Database, batch = DISPATCH_BATCH): Promise<number> {
  return expandChannel(db, WEBHOOK_CURSOR, feedActions(), webhookMessagesOf, batch);
}

async function webhookMessagesOf(tx: Queryable, rows: OutboxEntry[]): Promise<NewMessage[]> {
  const told = rows.filter((row) => kindOfAction(row.action) !== undefined);
  if (told.length === 0) return [];
  const leagueIds = [...new Set(told.map((row) => row.league_id))];
  const hooked = new Set(
    (
      await tx
        .select({ leagueId: leagueWebhooks.leagueId })
        .from(leagueWebhooks)
        .where(inArray(leagueWebhooks.leagueId, leagueIds))
    ).map((row) => row.leagueId),
  );
  const sentences = await sentencesOf(
    tx,
    told.filter((row) => hooked.has(row.league_id)),
  );
  const messages: NewMessage[] = [];
  for (const row of told) {
    const body = sentences.get(row.id);
    if (!body) continue;
    messages.push({
      key: `audit:${row.id}:league:${row.league_id}:webhook`,
      channel: 'webhook',
      kind: kindOfAction(row.action)!,
      leagueId: row.league_id,
      auditId: row.id,
      recipient: LEAGUE_WEBHOOK,
      subject: '',
      body,
    });
  }
  return messages;
}
