// Radix's dialogs, menus, selects, tabs and toasts are much of shared-ui's weight, and a first
// view has none of them open: each is loaded the first time a member reaches for it (a dialog,
// list or menu opened, tabs drawn, the first toast), or while the page is idle, not with every
// page (docs/performance.md §2.3). Keys pressed on a list or menu while its part arrives are kept
// for it (kept-keys.ts).
import { useEffect, useSyncExternalStore } from 'react';

export interface DeferredModule<M> {
  /** Starts loading, once; a failed load is tried again by the next call. */
  load(): Promise<M>;
  /** The module once it has loaded, else null; re-renders the component when it arrives. */
  useLoaded(loadNow?: boolean): M | null;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => loaded;

  function load(): Promise<M> {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A chunk that did not arrive (a dropped connection): the next reach tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    load,
    useLoaded(loadNow = false) {
      const module = useSyncExternalStore(subscribe, read, read);
      useEffect(() => {
        if (loadNow && !loaded)
          load().catch((error: unknown) => console.error('A part of the page did not load', error));
      }, [loadNow]);
      return module;
    },
  };
}
