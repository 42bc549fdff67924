// A returning member's last screens as they were drawn (docs/web.md §16): the page's root element
// and its styles, per address, kept while the member's answers are kept, so the next load of the
// same address paints the screen from a small script in the page (shared-build's
// last-screen-painter.ts) before the app's scripts have run, and the app then takes its place.
//
// They live in localStorage, not beside the answers in IndexedDB: the painter must read them
// while the page is still being parsed, before the app's scripts take the main thread, and only
// localStorage answers at once (an IndexedDB read there waited 0.2 s behind the scripts on a
// slowed phone). Whatever forgets the member's answers (sign-out, a league switch, a refusal)
// removes the key too (persisted-answers.ts).
//
// Loaded with keep-answers.ts, after the first view: the capture adds nothing to it.
import { COMPACT_QUERY } from 'shared-ui';
import { LAST_SCREENS_KEY, type AnswersOwner } from './answer-records';

/** One address's screen, as the painter paints it. */
export interface LastScreen {
  /** The theme it was drawn in (shared-ui's ThemeProvider writes it on the html element). */
  theme: string;
  /** Whether it was drawn in the phone layout (below 768 px). */
  narrow: boolean;
  savedAt: number;
  /** The root element's content, its live regions emptied. */
  html: string;
  /** The rules of the page's style elements for the screen (its classes)… */
  css: string;
  /** …and those for the page around it (html, body, :root), which a shadow root cannot take. */
  pageCss: string;
}

/** What the key holds: one member's screens in one league, by address (pathname and search). */
export interface LastScreens {
  version: 1;
  uid: string;
  leagueId: number;
  screens: Record<string, LastScreen>;
}

/** The painter's own elements, which a capture leaves out. */
export const LAST_SCREEN_STYLE_ID = 'last-screen-style';
/** A screen bigger than this (characters of HTML and CSS) is not kept: it would take long to paint and store. */
export const LAST_SCREEN_MAX_CHARS = 500_000;
/** At most this many addresses are kept; `/` is never the one dropped. */
export const LAST_SCREENS_KEPT = 3;
/** The least time between two captures while the page changes (a hidden page is captured at once). */
export const CAPTURE_GAP_MS = 5000;
/** How close a page's two hidden events come as it unloads (visibilitychange, then pagehide). */
const HIDDEN_AGAIN_MS = 500;
/** A part of the screen still loading: QueryLoading's status, labelled `Loading …`. */
const LOADING = '[role="status"][aria-label^="Loading"]';

/** Rules for the document around the screen: they match html, body or :root, which a shadow root holds none of. */
const PAGE_SELECTOR = /(^|[\s,>+~(])(html|body|:root)(?![\w-])/;

/** The rules of the page's own style elements, as text: the screen's, and the page's. */
function pageStyles(doc: Document): { css: string; pageCss: string } {
  const screen: string[] = [];
  const page: string[] = [];
  for (const element of Array.from(doc.querySelectorAll('style'))) {
    if (element.id === LAST_SCREEN_STYLE_ID || !element.sheet) continue;
    try {
      for (const rule of Array.from(element.sheet.cssRules)) {
        // A style rule's selector; an at-rule (@media, @keyframes) goes with the screen.
        const selector = 'selectorText' in rule ? String(rule.selectorText) : '';
        (PAGE_SELECTOR.test(selector) ? page : screen).push(rule.cssText);
      }
    } catch {
      // A sheet whose rules cannot be read is left out.
    }
  }
  return { css: screen.join('\n'), pageCss: page.join('\n') };
}

/** The address a screen is kept under. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;

/**
 * The screen on the page now, or null when there is none worth painting again: no screen's
 * heading in the layout's main element yet (a skeleton, the sign-in, a page outside the
 * league's layout), an error on it, or over the size cap.
 */
export function captureLastScreen(doc: Document = document, now = Date.now()): LastScreen | null {
  const root = doc.getElementById('root');
  if (!root || root.querySelector('main h1') === null || root.querySelector('[role="alert"]') !== null) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  // A live region says what happens now ("Updated just now"); a picture of the screen must not.
  for (const region of Array.from(copy.querySelectorAll('[aria-live]'))) region.replaceChildren();
  const html = copy.innerHTML;
  const { css, pageCss } = pageStyles(doc);
  if (html.length + css.length + pageCss.length > LAST_SCREEN_MAX_CHARS) return null;
  return {
    theme: doc.documentElement.dataset.theme ?? 'default',
    narrow: doc.defaultView?.matchMedia?.(COMPACT_QUERY).matches ?? false,
    savedAt: now,
    html,
    css,
    pageCss,
  };
}

/** The kept screens, if they are `owner`'s. */
function keptScreens(storage: Storage, owner: AnswersOwner): Record<string, LastScreen> {
  try {
    const kept = JSON.parse(storage.getItem(LAST_SCREENS_KEY) ?? 'null') as Partial<LastScreens> | null;
    return kept?.version === 1 && kept.uid === owner.uid && kept.leagueId === owner.leagueId
      ? (kept.screens ?? {})
      : {};
  } catch {
    return {};
  }
}

/**
 * Writes `screen` as `owner`'s at `address`, with at most LAST_SCREENS_KEPT addresses (the
 * newest, `/` among them when kept). Screens of another member or league are replaced. When
 * storage is full, this screen alone; when even that fails, nothing.
 */
export function writeLastScreen(storage: Storage, owner: AnswersOwner, address: string, screen: LastScreen): void {
  const others = Object.entries(keptScreens(storage, owner))
    .filter(([kept]) => kept !== address)
    .sort(([a, first], [b, second]) => Number(b === '/') - Number(a === '/') || second.savedAt - first.savedAt)
    .slice(0, LAST_SCREENS_KEPT - 1);
  const record = (screens: [string, LastScreen][]): string =>
    JSON.stringify({
      version: 1,
      uid: owner.uid,
      leagueId: owner.leagueId,
      screens: Object.fromEntries(screens),
    } satisfies LastScreens);
  try {
    storage.setItem(LAST_SCREENS_KEY, record([[address, screen], ...others]));
  } catch {
    try {
      storage.setItem(LAST_SCREENS_KEY, record([[address, screen]]));
    } catch {
      storage.removeItem(LAST_SCREENS_KEY);
    }
  }
}

/**
 * Keeps `owner`'s last screens: captured when the page is hidden (a phone switching apps, a
 * reload, a closed tab) and, while the answers change, at most every CAPTURE_GAP_MS once the
 * browser is idle and no part of the screen is still loading. `stop` ends it; nothing is
 * written after that.
 */
export function keepLastScreen(owner: AnswersOwner): { changed: () => void; stop: () => void } {
  let stopped = false;
  let lastCapture = 0;
  let pending: ReturnType<typeof setTimeout> | null = null;

  let lastHidden = 0;
  /** `settled`: only a screen with no part still loading (a capture while the answers change). */
  const save = (settled: boolean) => {
    if (stopped) return;
    if (settled && document.querySelector(`#root ${LOADING}`) !== null) return;
    const screen = captureLastScreen();
    if (!screen) return;
    lastCapture = Date.now();
    try {
      writeLastScreen(window.localStorage, owner, addressOf(window.location), screen);
    } catch (error) {
      // Storage refused (a private mode): the next load starts as if nothing was kept.
      console.error('Keeping the last screen failed', error);
    }
  };

  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);

  // A page going away is hidden, then hidden again as it unloads (visibilitychange, pagehide):
  // one capture. It takes the screen as it is, parts still loading or not: it is the last chance.
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || Date.now() - lastHidden <= HIDDEN_AGAIN_MS) return;
    lastHidden = Date.now();
    save(false);
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onHidden);

  return {
    /** The page's answers changed: capture once it has drawn them and the gap has passed. */
    changed() {
      if (stopped || pending !== null) return;
      const wait = Math.max(0, lastCapture + CAPTURE_GAP_MS - Date.now());
      pending = setTimeout(() => {
        pending = null;
        whenIdle(() => save(true));
      }, wait);
    },
    stop() {
      stopped = true;
      if (pending !== null) clearTimeout(pending);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    },
  };
}
