// The shell page's one inline script (docs/web.md §16): it paints a returning member's last
// screen from what the app kept of it (shared-app's last-screen.ts) while the page is still
// being parsed, before the app's scripts have run, and hands the page over to the app once the
// app has drawn a screen of its own. On a phone the page's round trip and the scripts' start-up
// take about a second; the kept screen shows as soon as the page has arrived.
//
// It paints only what the app would show at once from the member's kept answers: the screen kept
// for this address, in the league the tab works in (the address's or the tab's league, when one
// is chosen), drawn in the theme stored now and at this layout width, under a week old. The key is there only while
// the member's answers are kept: sign-out, a league switch and a refusal remove it with them.
// Anything else, or anything unexpected, paints nothing and the page loads as before.
//
// The kept screen goes in a closed shadow root, inert and hidden from assistive technology: it is
// a picture of the screen until the app's own is there, and no test or tool finds its text as
// the screen's. The app renders meanwhile, invisible, in its root element; the swap happens in
// the same frame the app first draws a screen: a page heading (every screen has one h1), an
// alert, or a card's heading outside the league's layout (a refusal: not a member, an email to
// verify). Its skeletons, and the layout around a screen still loading, keep the picture up;
// HANDOVER_MS ends it whatever happened.
//
// Plain JavaScript in a string, not a compiled function: the page runs exactly this text, and
// the page's policy allows it by its hash (LAST_SCREEN_PAINTER_SOURCE, page-policy.ts).
import { createHash } from 'node:crypto';
import { LEAGUE_QUERY_PARAMETER } from 'shared-contracts/page-values';

/** How long the kept screen may stand in at most, should the app draw no screen. */
export const HANDOVER_MS = 10_000;

/**
 * Where the app keeps what the painter reads, each the value its owner defines; the end-to-end
 * test of the painter (e2e/tests/last-screen.spec.ts) fails if one of them moves.
 */
const SETTINGS = {
  /** shared-app's LAST_SCREENS_KEY (answer-records.ts), written by last-screen.ts. */
  storageKey: 'fantasy.lastScreens',
  /** shared-app's PERSISTED_MAX_AGE_MS: a week. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** The tab's league (shared-auth's active-league.ts) and the address's. */
  tabLeagueKey: 'fantasy.activeLeague',
  leagueParameter: LEAGUE_QUERY_PARAMETER,
  /** shared-ui's THEME_STORAGE_KEY and DEFAULT_THEME (a theme it does not know paints nothing), and shared-ui's COMPACT_QUERY, the layouts' switch to the phone's. */
  themeKey: 'theme',
  defaultTheme: 'default',
  narrowQuery: '(max-width: 767px)',
  /** The painter's elements (last-screen.ts leaves the style out of a capture). */
  elementId: 'last-screen',
  styleId: 'last-screen-style',
  handoverMs: HANDOVER_MS,
};

const PAINTER_BODY = String.raw`
const root = document.getElementById('root');
if (!root || typeof MutationObserver === 'undefined' || !root.attachShadow) return;
const leagueOf = (text) => (/^[1-9]\d{0,9}$/.test(text || '') && Number(text) <= 2147483647 ? Number(text) : null);
let kept = null;
let theme = null;
let league = null;
try {
  kept = JSON.parse(localStorage.getItem(s.storageKey));
  theme = localStorage.getItem(s.themeKey);
  league = leagueOf(new URLSearchParams(location.search).get(s.leagueParameter)) ?? leagueOf(sessionStorage.getItem(s.tabLeagueKey));
} catch {
  return;
}
if (!kept || kept.version !== 1 || !kept.screens || (league !== null && league !== kept.leagueId)) return;
const screen = kept.screens[location.pathname + location.search];
if (!screen || !(Date.now() - screen.savedAt <= s.maxAgeMs) || screen.theme !== (theme || s.defaultTheme) ||
  screen.narrow !== matchMedia(s.narrowQuery).matches) return;
const pageStyle = document.createElement('style');
pageStyle.id = s.styleId;
pageStyle.textContent = screen.pageCss;
const host = document.createElement('div');
host.id = s.elementId;
host.inert = true;
host.setAttribute('aria-hidden', 'true');
const picture = host.attachShadow({ mode: 'closed' });
const pictureStyle = document.createElement('style');
pictureStyle.textContent = screen.css;
const pictureRoot = document.createElement('div');
pictureRoot.id = 'root';
pictureRoot.innerHTML = screen.html;
picture.append(pictureStyle, pictureRoot);
const drawn = () => root.querySelector('h1, [role="alert"]') !== null ||
  (root.querySelector('main') === null && root.querySelector('h2') !== null);
let timer = 0;
const observer = new MutationObserver(() => { if (drawn()) handOver(); });
function handOver() {
  observer.disconnect();
  clearTimeout(timer);
  host.remove();
  pageStyle.remove();
  root.removeAttribute('style');
}
observer.observe(root, { childList: true, subtree: true });
timer = setTimeout(handOver, s.handoverMs);
document.head.append(pageStyle);
root.before(host);
root.style.cssText = 'visibility:hidden;position:absolute;top:0;left:0;right:0';
`;

/** The script's text, exactly as the page carries it. */
// Whatever fails, the page loads as before: nothing is inserted until the picture is ready.
export const LAST_SCREEN_PAINTER = `((s) => {try {${PAINTER_BODY}} catch {}})(${JSON.stringify(SETTINGS)});`;

/** The page policy's source for the script: its SHA-256 hash (CSP Level 2). */
export const LAST_SCREEN_PAINTER_SOURCE = `'sha256-${createHash('sha256').update(LAST_SCREEN_PAINTER).digest('base64')}'`;
