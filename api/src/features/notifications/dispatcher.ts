import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { instantOfLocalTime } from 'shared-contracts/keepers';
import { type NotificationKind } from 'shared-contracts/notifications';
import type { Database, Queryable } from '../../db/client';
import { keeperRules, leagues, memberships, notificationCursors, notificationMessages, users } from '../../db/schema';
import { feedNamesOf, type FeedEntry, toActivityItem } from '../activity';
import { deadlineInWords } from '../keepers';
import { type Audience, NOTIFYING_ACTIONS, SUBJECT_OF_KIND } from './notification-kinds';
import { emailedMembers } from './preferences-repository';

/** The email channel's reader of the audit log (a league's webhook will be another, with its own cursor). */
export const EMAIL_CURSOR = 'email';
/** Audit entries one dispatch reads at most: an import writes thousands, none of which notify. */
export const DISPATCH_BATCH = 500;
/** How long before the keeper deadline its reminder is written. */
export const KEEPER_REMINDER_MS = 48 * 60 * 60 * 1000;

type Recipient = { userId: number; email: string };
export type NewMessage = typeof notificationMessages.$inferInsert;

/**
 * The cursor starts where the log ends the first time a worker runs: a server that gains
 * notifications does not email its whole history (and the demo's seeded trades) at once.
 * A second instance starting meanwhile inserts nothing (the row is there).
 */
export async function ensureCursor(db: Queryable, name = EMAIL_CURSOR): Promise<void> {
  await db.execute(sql`
    insert into ${notificationCursors} (name, last_xact, last_audit_id)
    select ${name}, coalesce(max(xact), 0), coalesce(max(id), 0) from audit_log
    on conflict (name) do nothing`);
}

/** An audit entry as a channel's expansion reads it: `before`/`after` only for the actions it asked for. */
export type OutboxEntry = {
  id: number;
  xact: string;
  league_id: number;
  user_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
  created_at: string | Date;
  display_name: string | null;
};

/**
 * Reads the audit entries after a channel's cursor and, in ONE transaction, writes the
 * messages `expand` makes of them and advances the cursor (docs/notifications.md §1). Every
 * channel (email, a league's webhook) reads through here with its own cursor. The cursor row
 * is locked `for update skip locked`: a second instance finds it taken and reads nothing, so
 * the same entries are never expanded twice at once; were they expanded twice in turn (a
 * crash after the commit cannot undo it, but one before it rolls both back), each message's
 * key drops the repeat. Only entries of transactions older than every one still running are
 * read (audit-log.ts on `xact`): a slow transaction's entry with a smaller id is not passed
 * over. `actions` are those whose rows `expand` needs: an import's thousands pass by their
 * position. Answers how many entries it read: a full batch means more wait.
 */
export async function expandChannel(
  db: Database,
  cursorName: string,
  actions: readonly string[],
  expand: (tx: Queryable, rows: OutboxEntry[]) => Promise<NewMessage[]>,
  batch = DISPATCH_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx
      .select()
      .from(notificationCursors)
      .where(eq(notificationCursors.name, cursorName))
      .for('update', { skipLocked: true });
    if (!cursor) return 0;
    const actionList = sql.join(
      actions.map((action) => sql`${action}`),
      sql`, `,
    );
    // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`.
    const { rows } = (await tx.execute(sql`
      select a.id, a.xact, a.league_id, a.user_id, a.action, a.created_at, u.display_name,
        case when a.action in (${actionList}) then a.before end as before,
        case when a.action in (${actionList}) then a.after end as after
      from audit_log a left join users u on u.id = a.user_id
      where (a.xact, a.id) > (${cursor.lastXact}::bigint, ${cursor.lastAuditId}::integer)
        and a.xact < ${await settledHorizon(tx)}::bigint
      order by a.xact, a.id
      limit ${batch}`)) as unknown as { rows: OutboxEntry[] };
    const last = rows.at(-1);
    if (!last) return 0;
    const messages = await expand(tx, rows);
    if (messages.length > 0) await tx.insert(notificationMessages).values(messages).onConflictDoNothing();
    await tx
      .update(notificationCursors)
      .set({ lastXact: Number(last.xact), lastAuditId: last.id, updatedAt: new Date() })
      .where(eq(notificationCursors.name, cursorName));
    return rows.length;
  });
}

/**
 * The activity feed's sentence of each entry it tells of (api.md §18), by entry id: the
 * names each league's entries need are read once for the batch, as the feed reads a page's.
 */
export async function sentencesOf(tx: Queryable, rows: OutboxEntry[]): Promise<Map<number, string>> {
  const sentences = new Map<number, string>();
  for (const leagueId of new Set(rows.map((row) => row.league_id))) {
    const entries: FeedEntry[] = rows
      .filter((row) => row.league_id === leagueId)
      .map((row) => ({
        id: row.id,
        action: row.action,
        before: row.before,
        after: row.after,
        createdAt: new Date(row.created_at),
        userId: row.user_id,
        displayName: row.display_name,
      }));
    const names = await feedNamesOf(tx, leagueId, entries);
    for (const entry of entries) {
      const item = toActivityItem(entry, names);
      if (item) sentences.set(entry.id, `${item.text}.`);
    }
  }
  return sentences;
}

/**
 * The email channel: one message per member who asked for the entry's kind by email
 * (docs/notifications.md §2).
 */
export async function expandAuditLog(db: Database, batch = DISPATCH_BATCH): Promise<number> {
  return expandChannel(db, EMAIL_CURSOR, Object.keys(NOTIFYING_ACTIONS), emailMessagesOf, batch);
}

async function emailMessagesOf(tx: Queryable, rows: OutboxEntry[]): Promise<NewMessage[]> {
  const messages: NewMessage[] = [];
  const sentences = await sentencesOf(
    tx,
    rows.filter((row) => NOTIFYING_ACTIONS[row.action]),
  );
  for (const row of rows) {
    const rule = NOTIFYING_ACTIONS[row.action];
    if (!rule) continue;
    const audience = rule.audience(row.after);
    if (!audience) continue;
    const recipients = (await recipientsOf(tx, row.league_id, audience)).filter(
      (recipient) => recipient.userId !== row.user_id,
    );
    const emailed = new Set(
      await emailedMembers(
        tx,
        row.league_id,
        rule.kind,
        recipients.map((recipient) => recipient.userId),
      ),
    );
    if (emailed.size === 0) continue;
    const body = sentences.get(row.id);
    if (!body) continue;
    const subject = await subjectOf(tx, row.league_id, rule.kind);
    for (const recipient of recipients.filter((candidate) => emailed.has(candidate.userId))) {
      messages.push({
        key: `audit:${row.id}:user:${recipient.userId}:${rule.kind}:email`,
        channel: 'email',
        kind: rule.kind,
        leagueId: row.league_id,
        userId: recipient.userId,
        auditId: row.id,
        recipient: recipient.email,
        subject,
        body,
      });
    }
  }
  return messages;
}

const XID_SPAN = 2 ** 32;

/**
 * The transaction id below which every transaction of this database has ended: the audit
 * entries written below it are all visible now, or never will be (rolled back). It is the
 * smallest id of a transaction still running in this database (pg_stat_activity's
 * `backend_xid`, which every role may read), or else the snapshot's next id. Not the
 * snapshot's `xmin`: that counts transactions of every database of the server, so another
 * database's long transaction would hold the emails back.
 *
 * The snapshot is taken as the statement starts and the sessions are read after it: a
 * transaction running then, with an id under the snapshot's next, is listed. Ids are 64-bit
 * here; `backend_xid` is the 32-bit id, unwrapped against the snapshot's next (a running
 * transaction is within 2³¹ of it).
 */
async function settledHorizon(tx: Queryable): Promise<number> {
  const { rows } = (await tx.execute(sql`
    select (pg_snapshot_xmax(pg_current_snapshot())::text)::bigint as next,
      coalesce((select array_agg(backend_xid::text) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null), '{}') as running`)) as unknown as {
    rows: Array<{ next: string | number; running: string[] | string }>;
  };
  const next = Number(rows[0]!.next);
  const running = typeof rows[0]!.running === 'string' ? parseArray(rows[0]!.running) : rows[0]!.running;
  return Math.min(next, ...running.map((xid) => unwrapXid(Number(xid), next)));
}

/**
 * The 64-bit id of a running transaction given its 32-bit `xid` and the next 64-bit id: the
 * largest id at or below the next that ends in those 32 bits (a running transaction is within
 * 2³¹ of the next).
 */
export function unwrapXid(xid: number, next: number): number {
  return next - (((((next % XID_SPAN) - xid) % XID_SPAN) + XID_SPAN) % XID_SPAN);
}

/** A text[] as a driver may answer it unparsed: `{1,2}`. */
function parseArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

/** The members an audience names: a team's manager, some teams' managers, or every member who has signed in. */
async function recipientsOf(db: Queryable, leagueId: number, audience: Audience): Promise<Recipient[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.leagueId, leagueId),
        isNotNull(memberships.userId),
        audience === 'league'
          ? undefined
          : 'teams' in audience
            ? inArray(memberships.teamId, audience.teams)
            : eq(memberships.teamId, audience.team),
      ),
    )
    .orderBy(users.id);
}

async function subjectOf(db: Queryable, leagueId: number, kind: NotificationKind): Promise<string> {
  const [league] = await db.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId));
  return `${league?.name ?? 'Fantasy League'}: ${SUBJECT_OF_KIND[kind]}`;
}

/**
 * The keeper deadline's reminder: once a season's deadline is 48 hours away or less (and not
 * yet past), every team's manager who asked for it gets one message. Its key names the league,
 * season and member, so every round after the first writes nothing; a deadline moved later
 * does not remind again. Answers how many messages it wrote.
 */
export async function remindKeeperDeadlines(db: Database, now: Date): Promise<number> {
  const rules = await db
    .select({
      leagueId: keeperRules.leagueId,
      season: keeperRules.season,
      deadline: keeperRules.deadline,
      timeZone: keeperRules.timeZone,
    })
    .from(keeperRules);
  let written = 0;
  for (const rule of rules) {
    const at = instantOfLocalTime(rule.deadline, rule.timeZone).getTime();
    if (now.getTime() >= at || now.getTime() < at - KEEPER_REMINDER_MS) continue;
    const managers = await db
      .select({ userId: users.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.leagueId, rule.leagueId), isNotNull(memberships.teamId)));
    const emailed = new Set(
      await emailedMembers(
        db,
        rule.leagueId,
        'keeper.deadline',
        managers.map((manager) => manager.userId),
      ),
    );
    if (emailed.size === 0) continue;
    const subject = await subjectOf(db, rule.leagueId, 'keeper.deadline');
    const inserted = await db
      .insert(notificationMessages)
      .values(
        managers
          .filter((manager) => emailed.has(manager.userId))
          .map((manager) => ({
            key: `keeper-deadline:${rule.leagueId}:${rule.season}:user:${manager.userId}:email`,
            channel: 'email',
            kind: 'keeper.deadline',
            leagueId: rule.leagueId,
            userId: manager.userId,
            recipient: manager.email,
            subject,
            body: `The ${rule.season} keeper deadline is ${deadlineInWords(rule)}: declare your keepers before then.`,
          })),
      )
      .onConflictDoNothing()
      .returning({ id: notificationMessages.id });
    written += inserted.length;
  }
  return written;
}
