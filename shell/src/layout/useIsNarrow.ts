// True below the mobile breakpoint (768 px), following the window as it is resized.
import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './nav-items';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
