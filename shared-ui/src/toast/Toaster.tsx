import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { deferredModule } from '../deferred/deferred-module';
import { toastLook, viewportLook } from './toast-look';
import { dismissToast, TOAST_DURATION_MS, type ToastItem, type ToastVariant } from './toast-store';
import { useToast } from './useToast';

const radixToaster = deferredModule(() => import('./RadixToaster'));

/** Loads Radix's toasts ahead of the first toast (the tests). */
export const loadToaster = () => radixToaster.load();

/** Radix's hotkey and the region's name as Radix writes it: "Notifications (F8)". */
const HOTKEY = 'F8';
const REGION_LABEL = `Notifications (${HOTKEY})`;

const PlainViewport = styled.ol`
  ${viewportLook}
`;

const PlainToast = styled.li<{ $variant: ToastVariant }>`
  ${toastLook}
`;

/**
 * The notification region until Radix's toasts are on the page: the region Radix draws, with
 * the same name and the same F8 to focus it, so the page loads no toast code until a toast is
 * shown. A toast raised before Radix's part arrives is drawn here, plainly (no Close button:
 * Radix's, once loaded, takes over), and closed after the same 5000 ms: Radix's part comes over
 * the network, and a page that went offline before it arrived must still say that a write was
 * refused (docs/web.md §15).
 */
function PlainRegion({ toast }: { toast: ToastItem | undefined }) {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <div role="region" aria-label={REGION_LABEL} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <PlainViewport ref={viewport} tabIndex={-1} aria-live="polite">
        {toast && (
          <PlainToast $variant={toast.variant} data-variant={toast.variant}>
            <div>{toast.title}</div>
            {toast.description && <div>{toast.description}</div>}
          </PlainToast>
        )}
      </PlainViewport>
    </div>
  );
}

/**
 * The notification region (docs/web.md §4): one toast at a time, 5000 ms each, swipe right past
 * 50 px to dismiss, F8 focuses the region (Radix's default hotkey). Mount it once per page.
 * Radix's toasts (RadixToaster.tsx) load with the first toast; until they are on the page, the
 * plain region shows it.
 */
export function Toaster() {
  const shown = useToast().toasts.find((toast) => toast.open);
  // Each toast shown asks for Radix's part again, should the last ask have found no network.
  const radix = radixToaster.useLoaded(shown !== undefined);
  return radix ? <radix.RadixToaster /> : <PlainRegion toast={shown} />;
}
