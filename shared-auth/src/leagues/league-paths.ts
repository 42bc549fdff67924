import { invitationToken } from 'shared-contracts';

/** The pages of docs/screens/shell.md §2.5 a signed-in person reaches in any league, or in none. */
export const WELCOME_PATH = '/welcome';
export const JOIN_PATH = '/join/:token';

/**
 * The NFL season a new league starts in: this year's, except in January and February, when
 * last year's season is still being played out (its playoffs and Super Bowl).
 */
export function currentNflSeason(now: Date = new Date()): number {
  return now.getMonth() < 2 ? now.getFullYear() - 1 : now.getFullYear();
}

/**
 * The token of an invitation as a person pastes it: the whole link (`https://…/join/<token>`,
 * with or without a query or trailing slash) or the bare token. Null when it is neither.
 */
export function invitationTokenIn(text: string): string | null {
  const trimmed = text.trim();
  const inLink = /\/join\/([^/?#\s]+)\/?(?:[?#]\S*)?$/.exec(trimmed);
  const candidate = inLink ? inLink[1]! : trimmed;
  return invitationToken.safeParse(candidate).success ? candidate : null;
}
