import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: a league member, or the system itself (userId null). */
export type Actor = { leagueId: number; userId: number | null };

export type AuditEntry = {
  /** What happened, `<entity>.<verb>`: 'matchup.move', 'trade.accept', 'player.create'. */
  action: string;
  /** The table the row lives in. */
  entity: string;
  entityId: number | null;
  /** The row before the change; null for a create. */
  before: unknown;
  /** The row after the change; null for a delete. */
  after: unknown;
};

/**
 * Records changes in the audit log. Pass the transaction that makes the change, so the
 * log and the data commit or roll back together.
 */
export async function recordAudit(db: Queryable, actor: Actor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    leagueId: actor.leagueId,
    userId: actor.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  // Chunks keep a big import's audit rows under PostgreSQL's 65,535 parameters a statement.
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(auditLog).values(rows.slice(start, start + 1000));
  }
}
