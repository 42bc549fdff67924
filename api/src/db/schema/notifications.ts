import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditLog } from './audit-log';
import { leagues } from './leagues';
import { users } from './users';

/**
 * A member's choice, per league and kind of notification, of how it reaches them: 'email' or
 * 'none'. Only choices a member made are stored: a kind without a row takes its default
 * (docs/notifications.md §2).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NotificationKind of shared-contracts, e.g. 'trade.offered'. */
    kind: text('kind').notNull(),
    /** 'email' or 'none'. */
    delivery: text('delivery').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.userId, table.kind] })],
);

/**
 * How far the dispatcher has read the audit log: the position (transaction id, entry id) of
 * the last entry it turned into messages. One row per reader (`name`); the dispatcher locks
 * it `for update skip locked`, so two API instances never expand the same entries at once
 * (docs/notifications.md §1).
 */
export const notificationCursors = pgTable('notification_cursors', {
  name: text('name').primaryKey(),
  lastXact: bigint('last_xact', { mode: 'number' }).notNull(),
  lastAuditId: integer('last_audit_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per message to send, on one channel ('email', or 'webhook': a league's
 * webhook), written by the dispatcher in the transaction that advances its cursor. `key` makes
 * a message once: `on conflict do nothing` drops a second expansion of the same entry. The
 * sender claims due rows with a lease (`lockedUntil`), marks them sent, or schedules the next
 * attempt with backoff until it gives up (`failed`).
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: serial('id'),
    /** The idempotency key, e.g. `audit:41:user:7:trade.offered:email`; the Message-ID derives from it. */
    key: text('key').notNull(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** The member it is for; null for a channel that is the league's (a webhook). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The audit entry it tells of; null for a timer's message (the keeper deadline). */
    auditId: integer('audit_id'),
    /** Where it goes: an email address on the email channel; `league-webhook` on the webhook channel (the address is read when sent). */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The sentence it tells, as the activity feed tells it; the sender adds the unsubscribe link. */
    body: text('body').notNull(),
    /** 'pending', 'sent' or 'failed' (gave up). */
    status: text('status').notNull().default('pending'),
    /** Attempts begun: counted when claimed, so a worker killed mid-send still counts one. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease: no other sender claims the row until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed: the error's code, never the message's content. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    // A message outlives its audit entry: `on delete set null (audit_id)` in the migration,
    // which keeps league_id (drizzle cannot say the column).
    foreignKey({
      name: 'notification_messages_audit_fk',
      columns: [table.leagueId, table.auditId],
      foreignColumns: [auditLog.leagueId, auditLog.id],
    }).onDelete('set null'),
    // The key names its audit entry (or timer), whose league the message is for.
    uniqueIndex('notification_messages_key_key').on(table.leagueId, table.key),
    // The sender's claim reads only the pending rows, oldest due first.
    index('notification_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A league's webhook (docs/notifications.md §4): one address a commissioner sets, Discord- or
 * Slack-compatible. The address is a secret (its path is the credential), so it is stored
 * sealed with the webhook key (token-crypto.ts) and shown only as its host and last 4
 * characters (`hint`).
 */
export const leagueWebhooks = pgTable('league_webhooks', {
  leagueId: integer('league_id')
    .primaryKey()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  /** The address, sealed (`v1.iv.tag.ciphertext`). */
  sealedUrl: text('sealed_url').notNull(),
  /** What may be shown of it: `discord.com …AbCd`. */
  hint: text('hint').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every attempt to deliver a webhook message, for the commissioner to read: its number, when,
 * and the answer's status code or the error's code, never the address.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id'),
    messageId: integer('message_id').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** 'delivered', 'retry' (another attempt follows) or 'failed' (given up). */
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'webhook_deliveries_message_fk',
      columns: [table.leagueId, table.messageId],
      foreignColumns: [notificationMessages.leagueId, notificationMessages.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_league_idx').on(table.leagueId, table.id),
  ],
);
