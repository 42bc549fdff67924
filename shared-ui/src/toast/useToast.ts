import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, showToast, subscribeToToasts, type ToastInput, type ToastItem } from './toast-store';

export interface UseToastResult {
  toasts: readonly ToastItem[];
  toast: (input: ToastInput) => { id: string; dismiss: () => void };
  dismiss: (id?: string) => void;
}

const toast = (input: ToastInput) => {
  const id = showToast(input);
  return { id, dismiss: () => dismissToast(id) };
};

/** Raise and dismiss toasts from any component of any remote; <Toaster> shows them. */
export function useToast(): UseToastResult {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

export { toast, dismissToast as dismiss };
