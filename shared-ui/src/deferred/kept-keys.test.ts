import { focusIsInside, keepKeysUntilReady as keepKeys, type KeepKeysOptions } from './kept-keys';

// A keeper still waiting for a frame when its test ends would keep the next test's keys.
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));
function keepKeysUntilReady(options: KeepKeysOptions) {
  const stop = keepKeys(options);
  stops.push(stop);
  return stop;
}

/** Frames the test advances by hand: each `frame()` lets the keeper look once more. */
function manualFrames() {
  let waiting: (() => void)[] = [];
  return {
    nextFrame: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async frame() {
      const now = waiting;
      waiting = [];
      for (const resolve of now) resolve();
      // Let the keeper's loop run up to its next wait.
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    },
  };
}

function press(key: string, target: Element = document.activeElement ?? document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** A listbox with a focusable option, and what each element heard. */
function drawList() {
  document.body.innerHTML = `
    <button id="stand-in">Week 17</button>
    <div role="listbox"><div role="option" tabindex="-1" id="option">Week 1</div></div>
    <button id="elsewhere">Elsewhere</button>`;
  const heard: string[] = [];
  document.getElementById('option')!.addEventListener('keydown', (event) => heard.push(event.key));
  return { heard, option: document.getElementById('option')!, standIn: document.getElementById('stand-in')! };
}

describe('keepKeysUntilReady', () => {
  it('keeps keys pressed before the part is ready and hands them over in order, one a frame', async () => {
    const { heard, option, standIn } = drawList();
    const frames = manualFrames();
    standIn.focus();
    keepKeysUntilReady({ ready: focusIsInside('listbox'), nextFrame: frames.nextFrame });

    const home = press('Home');
    press('Enter');
    expect(home.defaultPrevented).toBe(true);
    await frames.frame();
    expect(heard).toEqual([]);

    option.focus();
    await frames.frame();
    expect(heard).toEqual(['Home']);
    await frames.frame();
    expect(heard).toEqual(['Home', 'Enter']);

    // Done: the next key is the page's own again.
    await frames.frame();
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(heard).toEqual(['Home', 'Enter', 'Escape']);
  });

  it('hands over the keys it was told to send first, before the ones pressed', async () => {
    const { heard, option } = drawList();
    const frames = manualFrames();
    keepKeysUntilReady({ ready: focusIsInside('listbox'), first: ['Home'], nextFrame: frames.nextFrame });
    press('ArrowDown');
    option.focus();
    await frames.frame();
    await frames.frame();
    expect(heard).toEqual(['Home', 'ArrowDown']);
  });

  it('keeps no modifier alone, and carries the modifiers a key was pressed with', async () => {
    const { option } = drawList();
    const frames = manualFrames();
    const replayed: KeyboardEvent[] = [];
    option.addEventListener('keydown', (event) => replayed.push(event));
    keepKeysUntilReady({ ready: focusIsInside('listbox'), nextFrame: frames.nextFrame });
    expect(press('Shift').defaultPrevented).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', shiftKey: true, bubbles: true }));
    option.focus();
    await frames.frame();
    await frames.frame();
    expect(replayed.map(({ key, shiftKey }) => [key, shiftKey])).toEqual([['End', true]]);
  });

  it('lets Tab through and drops what it kept: the member has left', async () => {
    const { heard, option } = drawList();
    const frames = manualFrames();
    keepKeysUntilReady({ ready: focusIsInside('listbox'), nextFrame: frames.nextFrame });
    press('Home');
    expect(press('Tab').defaultPrevented).toBe(false);
    option.focus();
    await frames.frame();
    await frames.frame();
    expect(heard).toEqual([]);
  });

  it('lets go when the pointer is pressed elsewhere: what comes next is for where the member went', async () => {
    const { heard, option } = drawList();
    const frames = manualFrames();
    keepKeysUntilReady({ ready: focusIsInside('listbox'), nextFrame: frames.nextFrame });
    press('Home');
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(press('a').defaultPrevented).toBe(false);
    option.focus();
    await frames.frame();
    await frames.frame();
    expect(heard).toEqual([]);
  });

  it('drops the keys when the part is not ready in time (it never arrived)', async () => {
    const { heard, option } = drawList();
    const frames = manualFrames();
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(0);
    keepKeysUntilReady({ ready: focusIsInside('listbox'), timeoutMs: 1_000, nextFrame: frames.nextFrame });
    press('Home');
    now.mockReturnValue(1_001);
    await frames.frame();
    now.mockRestore();
    option.focus();
    await frames.frame();
    expect(press('End').defaultPrevented).toBe(false);
    expect(heard).toEqual(['End']);
  });

  it('stops keeping when told to', () => {
    drawList();
    const stop = keepKeysUntilReady({ ready: () => false, nextFrame: () => new Promise(() => {}) });
    expect(press('Home').defaultPrevented).toBe(true);
    stop();
    expect(press('Home').defaultPrevented).toBe(false);
  });
});
