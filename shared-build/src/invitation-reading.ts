// The invitation a join link's page paints before its scripts run (first-paint.ts), read from
// the API's public card (GET /api/invitations/{token}/card, docs/api.md §5).
import { endpoints, errorBody, invitationCard, invitationToken } from 'shared-contracts';
import type { InvitationReading } from './first-paint';

/**
 * How long the page waits for the API before it is sent without the card: the app then reads
 * the link itself. A slow API must not hold the whole page back.
 */
export const INVITATION_READ_TIMEOUT_MS = 1_000;

export interface InvitationReadOptions {
  /** Where /api goes, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  token: string;
  /** The visitor's X-Forwarded-For, so the API limits them and not this server. */
  forwardedFor: string;
  timeoutMs?: number;
}

export async function readInvitation({
  apiUrl,
  token,
  forwardedFor,
  timeoutMs = INVITATION_READ_TIMEOUT_MS,
}: InvitationReadOptions): Promise<InvitationReading> {
  if (!invitationToken.safeParse(token).success) return { kind: 'not-a-link' };
  const path = endpoints.readInvitationCard.path.replace(':token', encodeURIComponent(token));
  try {
    const response = await fetch(new URL(path, apiUrl), {
      headers: { accept: 'application/json', 'x-forwarded-for': forwardedFor },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json();
    if (response.ok) {
      const card = invitationCard.safeParse(body);
      return card.success ? { kind: 'card', card: card.data } : { kind: 'unread' };
    }
    // Refused for the link itself (unknown, revoked, expired, used up): its reason is the card.
    const refusal = errorBody.safeParse(body);
    if ((response.status === 404 || response.status === 409) && refusal.success)
      return { kind: 'refused', message: refusal.data.message };
    return { kind: 'unread' };
  } catch {
    // No answer in time, or none at all: the app asks again once its scripts run.
    return { kind: 'unread' };
  }
}
