import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { NotificationSettings } from '../../config';
import { NAME_OF_KIND } from './notification-kinds';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { type NotificationKind } from 'shared-contracts/notifications';

/** One message as the sender hands it to the mail server. */
export type OutgoingEmail = {
  key: string;
  leagueId: number;
  userId: number | null;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
};

/** Sends one email; throws when the server did not accept it. */
export type Mailer = { send(email: OutgoingEmail): Promise<void>; close(): void };

/**
 * The Message-ID of a message: derived from its idempotency key, so every attempt of the same
 * message carries the same one. A message sent twice (the worker died after the server took
 * it, before it was marked sent: docs/notifications.md §1) is then recognisable as one, by
 * the reader's mail program and in the server's logs.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fantasy-league.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** The kind as the unsubscribe page names it (`trade offers to your team`), never its code. */
function stopped(kind: string): string {
  return NAME_OF_KIND[kind as NotificationKind] ?? 'this kind';
}

/** The unsubscribe link of a member's kind: the API's public page, at the site's address. */
export function unsubscribeLink(siteUrl: string, tokens: UnsubscribeTokens, email: OutgoingEmail): string | null {
  if (email.userId === null) return null;
  const token = tokens.sign({ leagueId: email.leagueId, userId: email.userId, kind: email.kind as NotificationKind });
  return `${siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Email through the SMTP server of SMTP_URL (nodemailer, one pooled connection). Plain text:
 * the sentence the activity feed tells, then the unsubscribe link, also in the
 * List-Unsubscribe header (RFC 2369) for mail programs that offer it.
 */
export function createSmtpMailer(
  settings: Pick<NotificationSettings, 'smtpUrl' | 'from' | 'siteUrl'> & { smtpUrl: string },
  tokens: UnsubscribeTokens,
): Mailer {
  // A server that stops answering fails the attempt (then retried) before the lease (sender.ts) runs out.
  const url = new URL(settings.smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 30_000],
  ] as const)
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(email) {
      const link = unsubscribeLink(settings.siteUrl, tokens, email);
      await transport.sendMail({
        from: settings.from,
        to: email.recipient,
        subject: email.subject,
        messageId: messageIdOf(email.key, settings.from),
        text: link ? `${email.body}\n\nTo stop emails of ${stopped(email.kind)}, open ${link}\n` : `${email.body}\n`,
        ...(link ? { list: { unsubscribe: link } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
