// What the public pages show before any script has run (docs/architecture.md §9.10): `/login`
// and an invitation link `/join/<token>` are the first thing an invited person opens, on a
// phone with an empty cache, so their server writes the card itself into the page as plain
// HTML and CSS. The app's scripts load behind it and render the same card in its place
// (shared-auth's LoginPage and JoinScreen).
//
// The sign-in button is a disabled button marked aria-busy until the app takes over: signing
// in opens the identity provider's popup, which only the app's scripts can do, so a button
// that looked ready would do nothing when pressed.
//
// No script here: the page's policy runs none inline (page-policy.ts). The CSS is one <style>
// element, which the policy's style-src already allows ('unsafe-inline', for styled-components).
import { PAGE_DATA_IDS, type InvitationCard } from 'shared-contracts';

/** docs/screens/login.md §3, verbatim (shared-auth's LOGIN_TEXTS say the same). */
export const LOGIN_PAINT_TEXTS = {
  title: 'Fantasy Football',
  subtitle: 'Sign in to access your fantasy football dashboard',
  button: 'Sign in with Google',
  footer: 'Sign in to manage your fantasy football league',
} as const;

/** docs/screens/shell.md §2.5 and §3, verbatim (shared-auth's JOIN_TEXTS say the same). */
export const JOIN_PAINT_TEXTS = {
  unusable: 'This invitation cannot be used',
  notALink: 'This address is not an invitation link. Ask the commissioner to send the link again.',
  back: 'Go to my leagues',
} as const;

/** What the server learnt of an invitation link before writing its page. */
export type InvitationReading =
  | { kind: 'card'; card: InvitationCard }
  /** The API refused the link: its reason, as the signed-in page shows it. */
  | { kind: 'refused'; message: string }
  /** The address holds no token. */
  | { kind: 'not-a-link' }
  /** The API did not answer in time: the page is sent bare and the app reads the link itself. */
  | { kind: 'unread' };

const JOIN_PATH = /^\/join\/([^/]*)\/?$/;

/** The token a join link's path holds ('' for `/join/`), or null for any other path. */
export function joinTokenOf(pathname: string): string | null {
  const match = JOIN_PATH.exec(pathname);
  return match ? decodeURIComponentSafely(match[1] ?? '') : null;
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Text for HTML, in an element or an attribute: a league's name is what a person typed. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/**
 * The day a link stops admitting anyone ('December 28, 2026'), in UTC: the server does not
 * know the reader's time zone; the app writes the same day in theirs.
 */
export function expiryDay(at: string): string {
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The look of shared-ui's Card and Button and of the two pages' frames, in the default theme
 * (shared-ui/src/theme/tokens.ts): the app's first render draws the same boxes in the same
 * places, so the hand-over does not move anything.
 */
const STYLE = `<style>
body{margin:0;background:#fff;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
*,*::before,*::after{box-sizing:border-box}
.fp-login{display:grid;place-items:center;min-height:100vh;padding:1rem}
.fp-login>.fp-card{width:100%;max-width:24rem;text-align:center}
.fp-league{display:grid;justify-items:center;align-content:start;gap:1.5rem;min-height:100vh;padding:2rem 1rem}
.fp-league>*{width:100%;max-width:32rem}
.fp-card{background:#fff;color:#0f172a;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.fp-head{display:flex;flex-direction:column;gap:.25rem;padding:1.5rem 1.5rem 0}
.fp-title{margin:0;font-size:1.125rem;font-weight:600;line-height:1.3}
.fp-desc,.fp-muted{margin:0;color:#475569;font-size:.875rem}
.fp-body{padding:1.5rem}
.fp-footer{margin:1rem 0 0;color:#475569;font-size:.875rem}
.fp-alert{margin-bottom:1rem;padding:1rem;border:1px solid #b91c1c;border-radius:8px;color:#b91c1c}
.fp-button{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;padding:0 1rem;border:1px solid #0f172a;border-radius:8px;background:#0f172a;color:#f8fafc;font:inherit;font-size:.875rem;font-weight:500;white-space:nowrap;text-decoration:none}
.fp-button:disabled{opacity:.6;cursor:progress}
.fp-wide{width:100%;height:2.75rem;padding:0 1.5rem;font-size:1rem}
.fp-outline{background:#fff;color:#0f172a;border-color:#e2e8f0}
</style>`;

const signInButton = (wide: boolean) =>
  `<button type="button" class="fp-button${wide ? ' fp-wide' : ''}" disabled aria-busy="true">${LOGIN_PAINT_TEXTS.button}</button>`;

function loginCard(): string {
  return (
    `<main class="fp-login"><section class="fp-card">` +
    `<header class="fp-head"><h1 class="fp-title">${LOGIN_PAINT_TEXTS.title}</h1>` +
    `<p class="fp-desc">${LOGIN_PAINT_TEXTS.subtitle}</p></header>` +
    `<div class="fp-body">${signInButton(true)}<p class="fp-footer">${LOGIN_PAINT_TEXTS.footer}</p></div>` +
    `</section></main>`
  );
}

function invitationCard({ leagueName, teamName, expiresAt }: InvitationCard): string {
  const invited = teamName ? `You are invited as manager of ${escapeHtml(teamName)}.` : 'You are invited as a manager.';
  return (
    `<section class="fp-card" aria-labelledby="join-title"><header class="fp-head">` +
    `<h1 class="fp-title" id="join-title">Join ${escapeHtml(leagueName)}</h1>` +
    `<p class="fp-desc">${invited} This link expires on ${expiryDay(expiresAt)}.</p></header>` +
    `<div class="fp-body">${signInButton(false)}<p class="fp-footer">${LOGIN_PAINT_TEXTS.footer}</p></div></section>`
  );
}

function unusableCard(message: string): string {
  return (
    `<section class="fp-card" aria-labelledby="join-title"><header class="fp-head">` +
    `<h1 class="fp-title" id="join-title">${JOIN_PAINT_TEXTS.unusable}</h1></header>` +
    `<div class="fp-body"><div class="fp-alert" role="alert">${escapeHtml(message)}</div>` +
    `<a class="fp-button fp-outline" href="/">${JOIN_PAINT_TEXTS.back}</a></div></section>`
  );
}

function joinCard(invitation: InvitationReading): string | null {
  switch (invitation.kind) {
    case 'card':
      return invitationCard(invitation.card);
    case 'refused':
      return unusableCard(invitation.message);
    case 'not-a-link':
      return unusableCard(JOIN_PAINT_TEXTS.notALink);
    case 'unread':
      return null;
  }
}

/** What a public page paints before its scripts: its head's additions and its root's content. */
export interface FirstPaint {
  /** The style, and for an invitation the card's data, which the app starts from instead of asking again. */
  head: string;
  content: string;
}

/** JSON safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The first paint of `pathname`: the sign-in card at /login, the invitation's card at a join
 * link (`invitation`, read by the server), null elsewhere (the app draws those pages).
 */
export function firstPaintOf(pathname: string, invitation?: InvitationReading): FirstPaint | null {
  if (pathname === '/login' || pathname === '/login/') return { head: STYLE, content: loginCard() };
  if (joinTokenOf(pathname) === null || !invitation) return null;
  const card = joinCard(invitation);
  if (card === null) return null;
  // A data block, never run (the policy runs no inline script): the app renders the same card from it at once.
  const data =
    invitation.kind === 'card'
      ? `<script type="application/json" id="${PAGE_DATA_IDS.invitationCard}">${scriptSafeJson({ token: joinTokenOf(pathname), card: invitation.card })}</script>`
      : '';
  return { head: `${STYLE}${data}`, content: `<main class="fp-league">${card}</main>` };
}
