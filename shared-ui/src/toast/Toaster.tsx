import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { deferredModule } from '../deferred/deferred-module';
import { viewportLook } from './toast-look';
import { useToast } from './useToast';

const radixToaster = deferredModule(() => import('./RadixToaster'));

/** Loads Radix's toasts ahead of the first toast (the tests). */
export const loadToaster = () => radixToaster.load();

/** Radix's hotkey and the region's name as Radix writes it: "Notifications (F8)". */
const HOTKEY = 'F8';
const REGION_LABEL = `Notifications (${HOTKEY})`;

const EmptyViewport = styled.ol`
  ${viewportLook}
`;

/**
 * The notification region before the first toast: the empty region Radix draws, with the same
 * name and the same F8 to focus it, so the page loads no toast code until a toast is shown.
 */
function EmptyRegion() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={REGION_LABEL} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <EmptyViewport ref={viewport} tabIndex={-1} />
    </div>
  );
}

/**
 * The notification region (docs/web.md §4): one toast at a time, 5000 ms each, swipe right past
 * 50 px to dismiss, F8 focuses the region (Radix's default hotkey). Mount it once per page.
 * Radix's toasts (RadixToaster.tsx) load with the first toast.
 */
export function Toaster() {
  const { toasts } = useToast();
  const radix = radixToaster.useLoaded(toasts.length > 0);
  return radix ? <radix.RadixToaster /> : <EmptyRegion />;
}
