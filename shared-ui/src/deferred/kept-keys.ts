// Keys pressed while a part loads. A select or menu whose Radix part has not arrived yet is
// drawn by a stand-in; pressing it starts the load and opens the part once it is there. A member
// who goes on typing (Enter to open, Home, Enter to choose) must not lose the keys pressed in
// between: they are kept from the press until the opened part holds focus, then handed to it in
// the order they were pressed, as if typed just then (docs/performance.md §2.3).

/** A key as pressed: what a replayed `keydown` carries. */
type KeptKey = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>;

export interface KeepKeysOptions {
  /** Whether the part is ready for the keys (it has opened and holds focus). */
  ready: () => boolean;
  /** Keys handed to the part before the ones pressed (a menu opened by key focuses its first item). */
  first?: readonly string[];
  /** How long to wait for the part before dropping the kept keys (a part that never loads). */
  timeoutMs?: number;
  /** Waits for the next moment to look again (a frame; tests pass their own). */
  nextFrame?: () => Promise<void>;
}

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

const browserFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Keeps every key pressed on the page from now until `ready()`, then
 * dispatches them to the focused element one after another. Tab is not kept: a member who
 * leaves while the part loads (by Tab, or a pointer press) takes the keys with them (keeping
 * ends there). Answers a function
 * that stops keeping and drops what was kept.
 */
export function keepKeysUntilReady({
  ready,
  first = [],
  timeoutMs = 10_000,
  nextFrame = browserFrame,
}: KeepKeysOptions): () => void {
  const kept: KeptKey[] = first.map((key) => ({ key }));
  const replayed = new WeakSet<Event>();
  let done = false;

  const onKeyDown = (event: KeyboardEvent) => {
    if (replayed.has(event) || MODIFIERS.has(event.key)) return;
    if (event.key === 'Tab') return stop();
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    kept.push({ key, code, shiftKey, altKey, ctrlKey, metaKey });
  };
  // Capture on the window: the stand-in is replaced while the part loads, and focus sits on
  // the page's body until the part takes it. A press of the pointer elsewhere, like Tab, means
  // the member has moved on: what they type next is for where they went.
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('pointerdown', stop, true);

  function stop() {
    done = true;
    kept.length = 0;
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('pointerdown', stop, true);
  }

  void (async () => {
    const deadline = Date.now() + timeoutMs;
    while (!done && !ready()) {
      if (Date.now() > deadline) return stop();
      await nextFrame();
    }
    // Keys pressed during the replay join the end of the queue, so the order holds.
    while (!done && kept.length > 0) {
      const key = kept.shift()!;
      const target = document.activeElement ?? document.body;
      const event = new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true, composed: true });
      replayed.add(event);
      target.dispatchEvent(event);
      await nextFrame();
    }
    stop();
  })();

  return stop;
}

/** Whether focus sits inside an element of `role` (an open listbox or menu). */
export function focusIsInside(role: string): () => boolean {
  return () => document.activeElement?.closest(`[role="${role}"]`) != null;
}
