// Whether a CSS media query matches, following the window as it is resized; and the compact
// layout every screen switches to below 768 px (docs/web.md §9).
import { useCallback, useSyncExternalStore } from 'react';

/** The widest window the compact (phone) layouts are for; 768 px and up is the full layout. */
export const COMPACT_MAX_WIDTH_PX = 767;
export const COMPACT_QUERY = `(max-width: ${COMPACT_MAX_WIDTH_PX}px)`;
/** For styled-components: `${compactScreen} { … }` styles the compact layout only. */
export const compactScreen = `@media ${COMPACT_QUERY}`;

const canQuery = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** True while `query` matches; `serverValue` before there is a window to ask. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canQuery()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canQuery() ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

/** True below 768 px, where screens show their compact layout. */
export function useCompactScreen(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
