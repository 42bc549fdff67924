// docs/web.md §16: what a capture of the screen holds, what it leaves out, how many addresses are
// kept and when a capture is written. The painter that reads it runs in e2e/tests/last-screen.spec.ts.
import { LAST_SCREENS_KEY } from './answer-records';
import {
  CAPTURE_GAP_MS,
  captureLastScreen,
  keepLastScreen,
  LAST_SCREEN_MAX_CHARS,
  LAST_SCREEN_STYLE_ID,
  writeLastScreen,
  type LastScreen,
  type LastScreens,
} from './last-screen';

const ann = { uid: 'uid-ann', leagueId: 7 };
const bob = { uid: 'uid-bob', leagueId: 7 };

function drawScreen(body: string) {
  document.body.innerHTML = `<div id="root">${body}</div>`;
}

function addStyle(css: string, id?: string) {
  const style = document.createElement('style');
  if (id) style.id = id;
  style.textContent = css;
  document.head.append(style);
}

const kept = () => JSON.parse(localStorage.getItem(LAST_SCREENS_KEY) ?? 'null') as LastScreens | null;

const screen = (savedAt: number): LastScreen => ({
  theme: 'default',
  narrow: false,
  savedAt,
  html: `<main><h1>at ${savedAt}</h1></main>`,
  css: '',
  pageCss: '',
});

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.theme;
  localStorage.clear();
});

describe('captureLastScreen', () => {
  it('holds the root’s content with its live regions emptied, and the theme it is drawn in', () => {
    drawScreen(
      '<nav>Home</nav><main><h1>Dashboard</h1><ol aria-label="2024 standings"><li>1 Harbor Hounds</li></ol></main>' +
        '<div aria-live="polite" data-testid="live-status"><span>Updated just now</span></div>',
    );
    document.documentElement.dataset.theme = 'retro';
    const captured = captureLastScreen(document, 1234)!;
    expect(captured.html).toContain('<li>1 Harbor Hounds</li>');
    expect(captured.html).toContain('<div aria-live="polite" data-testid="live-status"></div>');
    expect(captured.html).not.toContain('Updated just now');
    expect(captured).toMatchObject({ theme: 'retro', savedAt: 1234, narrow: false });
    // The page is untouched: only the copy was emptied.
    expect(document.body.textContent).toContain('Updated just now');
  });

  it('splits the rules for the page around the screen from the screen’s own, leaving the painter’s out', () => {
    drawScreen('<main><h1>Dashboard</h1></main>');
    addStyle('body { margin: 0; } .sc-card { padding: 1rem; } html, .x { color: red; } .tbody-row { gap: 1px; }');
    addStyle('.leftover { color: blue; }', LAST_SCREEN_STYLE_ID);
    const { css, pageCss } = captureLastScreen()!;
    expect(pageCss).toContain('body {');
    expect(pageCss).toContain('html, .x {');
    expect(css).toContain('.sc-card {');
    expect(css).toContain('.tbody-row {');
    expect(css).not.toContain('body {');
    expect(`${css}${pageCss}`).not.toContain('leftover');
  });

  it('keeps nothing without a screen’s heading in the layout, with an error shown, or over the cap', () => {
    drawScreen('<div role="status" aria-label="Loading"></div>');
    expect(captureLastScreen()).toBeNull();
    drawScreen('<div><h1>Sign in</h1></div>');
    expect(captureLastScreen()).toBeNull();
    drawScreen('<main><h1>Teams</h1><div role="alert">500: the API failed</div></main>');
    expect(captureLastScreen()).toBeNull();
    drawScreen(`<main><h1>Players</h1><p>${'x'.repeat(LAST_SCREEN_MAX_CHARS)}</p></main>`);
    expect(captureLastScreen()).toBeNull();
  });
});

describe('writeLastScreen', () => {
  it('keeps the three newest addresses, `/` always among them', () => {
    writeLastScreen(localStorage, ann, '/', screen(1));
    writeLastScreen(localStorage, ann, '/players', screen(2));
    writeLastScreen(localStorage, ann, '/trades', screen(3));
    writeLastScreen(localStorage, ann, '/schedule', screen(4));
    expect(Object.keys(kept()!.screens).sort()).toEqual(['/', '/schedule', '/trades']);
    writeLastScreen(localStorage, ann, '/players', screen(5));
    expect(Object.keys(kept()!.screens).sort()).toEqual(['/', '/players', '/schedule']);
    expect(kept()!.screens['/players']!.savedAt).toBe(5);
  });

  it('replaces another member’s screens, and another league’s', () => {
    writeLastScreen(localStorage, ann, '/', screen(1));
    writeLastScreen(localStorage, bob, '/players', screen(2));
    expect(kept()).toMatchObject({ version: 1, uid: 'uid-bob', leagueId: 7 });
    expect(Object.keys(kept()!.screens)).toEqual(['/players']);
    writeLastScreen(localStorage, { ...bob, leagueId: 8 }, '/trades', screen(3));
    expect(kept()).toMatchObject({ uid: 'uid-bob', leagueId: 8 });
    expect(Object.keys(kept()!.screens)).toEqual(['/trades']);
  });

  it('writes this screen alone when storage is full, and nothing when even that does not fit', () => {
    writeLastScreen(localStorage, ann, '/', screen(1));
    const full = (limit: number): Storage => ({
      ...localStorage,
      getItem: (key) => localStorage.getItem(key),
      removeItem: (key) => localStorage.removeItem(key),
      setItem: (key, value) => {
        if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
    });
    const oneScreen = JSON.stringify({ version: 1, uid: ann.uid, leagueId: 7, screens: { '/players': screen(2) } });
    writeLastScreen(full(oneScreen.length), ann, '/players', screen(2));
    expect(Object.keys(kept()!.screens)).toEqual(['/players']);
    writeLastScreen(full(10), ann, '/trades', screen(3));
    expect(kept()).toBeNull();
  });
});

describe('keepLastScreen', () => {
  afterEach(() => jest.useRealTimers());

  const hide = (state: 'hidden' | 'visible' = 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('captures when the page is hidden, once for its hiding and its unloading', () => {
    drawScreen('<main><h1>Dashboard</h1></main>');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const keeping = keepLastScreen(ann);
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(kept()!.screens['/']!.html).toBe('<main><h1>Dashboard</h1></main>');
    keeping.stop();
    setItem.mockRestore();
    hide('visible');
  });

  it('captures after the answers change once the browser is idle, at most every CAPTURE_GAP_MS', () => {
    jest.useFakeTimers();
    drawScreen('<main><h1>Dashboard</h1><p>first</p></main>');
    const keeping = keepLastScreen(ann);
    keeping.changed();
    jest.advanceTimersByTime(10);
    expect(kept()!.screens['/']!.html).toContain('first');
    drawScreen('<main><h1>Dashboard</h1><p>second</p></main>');
    keeping.changed();
    keeping.changed();
    jest.advanceTimersByTime(CAPTURE_GAP_MS - 100);
    expect(kept()!.screens['/']!.html).toContain('first');
    jest.advanceTimersByTime(200);
    expect(kept()!.screens['/']!.html).toContain('second');
    keeping.stop();
  });

  it('captures while the answers change only once no part is loading; a hidden page even then', () => {
    jest.useFakeTimers();
    drawScreen('<main><h1>Dashboard</h1><div role="status" aria-label="Loading matchups"></div></main>');
    const keeping = keepLastScreen(ann);
    keeping.changed();
    jest.advanceTimersByTime(10);
    expect(kept()).toBeNull();
    drawScreen('<main><h1>Dashboard</h1><p>drawn</p></main>');
    keeping.changed();
    jest.advanceTimersByTime(10);
    expect(kept()!.screens['/']!.html).toContain('drawn');
    // Hidden right after that capture: captured again, loading parts and all (the last chance).
    drawScreen('<main><h1>Dashboard</h1><p>last</p><div role="status" aria-label="Loading activity"></div></main>');
    hide();
    expect(kept()!.screens['/']!.html).toContain('last');
    keeping.stop();
    hide('visible');
  });

  it('writes nothing once stopped (signed out), not even a capture it had planned', () => {
    jest.useFakeTimers();
    drawScreen('<main><h1>Dashboard</h1></main>');
    const keeping = keepLastScreen(ann);
    keeping.changed();
    keeping.stop();
    jest.advanceTimersByTime(CAPTURE_GAP_MS * 2);
    hide();
    expect(kept()).toBeNull();
    hide('visible');
  });
});
