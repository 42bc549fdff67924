/**
 * The unsubscribe link of every email works without sign-in: its token names one member, one
 * league and one kind, signed with HMAC-SHA-256 (node:crypto) under the server's key
 * (NOTIFY_TOKEN_KEY), so it turns off that one kind for that one member and nothing else, and
 * a changed token is refused. It does not expire: an old email's link still unsubscribes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKind } from 'shared-contracts/notifications';

export type UnsubscribeSubject = { leagueId: number; userId: number; kind: NotificationKind };

export type UnsubscribeTokens = {
  sign(subject: UnsubscribeSubject): string;
  /** The subject of a token this server signed; null for any other text. */
  verify(token: string): UnsubscribeSubject | null;
};

const VERSION = 'u1';

/** `u1.<league>.<user>.<kind>.<mac>`: readable parts, so a support person can tell whose it is. */
export function createUnsubscribeTokens(key: Buffer): UnsubscribeTokens {
  if (key.length !== 32) throw new Error('The unsubscribe key must be 32 bytes');
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ leagueId, userId, kind }) {
      const payload = [VERSION, leagueId, userId, kind].join('.');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      // The kind holds dots itself ('trade.offered'): it is what lies between the user and the signature.
      if (parts.length < 5 || parts[0] !== VERSION) return null;
      const signature = parts.at(-1) as string;
      const payload = parts.slice(0, -1).join('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const kind = notificationKind.safeParse(parts.slice(3, -1).join('.'));
      const leagueId = Number(parts[1]);
      const userId = Number(parts[2]);
      if (!kind.success || !Number.isSafeInteger(leagueId) || !Number.isSafeInteger(userId)) return null;
      return { leagueId, userId, kind: kind.data };
    },
  };
}
