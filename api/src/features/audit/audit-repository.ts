import { sql } from 'drizzle-orm';
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
  const list = Array.isArray(entries) ? entries : [entries];
  // One array a column (`unnest`), 1,000 entries a statement: a 3,000-row import's audit is
  // three statements of six parameters instead of 21,000 parameters to build and parse.
  // Rows go in as JSON text, as drizzle's jsonb columns store them.
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  for (let start = 0; start < list.length; start += 1000) {
    const chunk = list.slice(start, start + 1000);
    const column = <T>(read: (entry: AuditEntry) => T) => sql.param(chunk.map(read));
    await db.execute(sql`
      insert into ${auditLog} (league_id, user_id, action, entity, entity_id, before, after)
      select ${actor.leagueId}::integer, ${actor.userId}::integer, v.action, v.entity, v.entity_id, v.before::jsonb, v.after::jsonb
      from unnest(
        ${column((entry) => entry.action)}::text[], ${column((entry) => entry.entity)}::text[], ${column((entry) => entry.entityId)}::integer[],
        ${column((entry) => json(entry.before))}::text[], ${column((entry) => json(entry.after))}::text[]
      ) as v(action, entity, entity_id, before, after)`);
  }
}
