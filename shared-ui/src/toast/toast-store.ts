/**
 * The app's notifications: one tiny store per page. shared-ui is a Module Federation
 * singleton, so the shell's <Toaster> shows toasts raised inside any remote; the store also
 * hangs off `globalThis` so that even two copies of this module would share it.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

/** docs/web.md §4: only one toast is visible at a time; a new one replaces it. */
export const TOAST_LIMIT = 1;
/** docs/web.md §4: how long a toast stays when nobody dismisses it. */
export const TOAST_DURATION_MS = 5000;
/** docs/web.md §4: swipe right past 50 px dismisses. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/**
 * docs/web.md §4: a dismissed toast leaves the store only after 1,000,000 ms. This is the
 * original app's quirk; it is harmless because TOAST_LIMIT pushes it out when the next toast
 * arrives and a closed toast renders nothing.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type Listener = (toasts: readonly ToastItem[]) => void;

interface Store {
  toasts: readonly ToastItem[];
  listeners: Set<Listener>;
  removalTimers: Map<string, ReturnType<typeof setTimeout>>;
  counter: number;
}

const STORE_KEY = Symbol.for('fantasy-league.shared-ui.toasts');

function store(): Store {
  const holder = globalThis as unknown as Record<symbol, Store | undefined>;
  holder[STORE_KEY] ??= { toasts: [], listeners: new Set(), removalTimers: new Map(), counter: 0 };
  return holder[STORE_KEY];
}

function publish(toasts: readonly ToastItem[]): void {
  const s = store();
  s.toasts = toasts;
  for (const listener of s.listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  const s = store();
  if (s.removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    s.removalTimers.delete(id);
    publish(store().toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  s.removalTimers.set(id, timer);
}

/** Shows a toast (replacing the visible one) and returns its id. */
export function showToast({ title, description, variant = 'default' }: ToastInput): string {
  const s = store();
  s.counter = (s.counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(s.counter);
  const item: ToastItem = { id, title, description, variant, open: true };
  publish([item, ...s.toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const s = store();
  for (const t of s.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function getToasts(): readonly ToastItem[] {
  return store().toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** Empties the store and cancels pending removals (between tests). */
export function resetToasts(): void {
  const s = store();
  for (const timer of s.removalTimers.values()) clearTimeout(timer);
  s.removalTimers.clear();
  publish([]);
}
