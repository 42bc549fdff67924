import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { leagueWebhooks, notificationMessages, webhookDeliveries } from '../../../db/schema';
import { type LeagueWebhook } from 'shared-contracts/notifications';

/** Delivery attempts the commissioner reads at once. */
export const DELIVERIES_SHOWN = 20;

/** The league's webhook as the commissioner sees it: set or not, its hint, the last attempts. */
export async function readWebhook(db: Queryable, leagueId: number): Promise<LeagueWebhook> {
  const [webhook] = await db
    .select({ hint: leagueWebhooks.hint })
    .from(leagueWebhooks)
    .where(eq(leagueWebhooks.leagueId, leagueId));
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      text: notificationMessages.body,
      attempt: webhookDeliveries.attempt,
      outcome: webhookDeliveries.outcome,
      statusCode: webhookDeliveries.statusCode,
      error: webhookDeliveries.error,
      at: webhookDeliveries.at,
    })
    .from(webhookDeliveries)
    .innerJoin(
      notificationMessages,
      and(
        eq(notificationMessages.leagueId, webhookDeliveries.leagueId),
        eq(notificationMessages.id, webhookDeliveries.messageId),
      ),
    )
    .where(eq(webhookDeliveries.leagueId, leagueId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return {
    configured: webhook !== undefined,
    hint: webhook?.hint ?? null,
    deliveries: deliveries.map((row) => ({
      ...row,
      outcome: row.outcome as LeagueWebhook['deliveries'][number]['outcome'],
      at: row.at.toISOString(),
    })),
  };
}

/** The sealed address of a league's webhook, or undefined when it has none. */
export async function sealedUrlOf(db: Queryable, leagueId: number): Promise<string | undefined> {
  const [webhook] = await db
    .select({ sealedUrl: leagueWebhooks.sealedUrl })
    .from(leagueWebhooks)
    .where(eq(leagueWebhooks.leagueId, leagueId));
  return webhook?.sealedUrl;
}

export async function saveWebhook(
  db: Queryable,
  leagueId: number,
  fields: { sealedUrl: string; hint: string; updatedBy: number },
): Promise<void> {
  const now = new Date();
  await db
    .insert(leagueWebhooks)
    .values({ leagueId, ...fields, updatedAt: now })
    .onConflictDoUpdate({ target: leagueWebhooks.leagueId, set: { ...fields, updatedAt: now } });
}

export async function deleteWebhook(db: Queryable, leagueId: number): Promise<void> {
  await db.delete(leagueWebhooks).where(eq(leagueWebhooks.leagueId, leagueId));
}
