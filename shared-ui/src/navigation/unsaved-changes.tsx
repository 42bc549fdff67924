// Where the screens' unsaved-changes guards are known to what changes the page without a
// navigation: a league switch remounts every screen in the tab, so it loses their edits as
// surely as a link does, yet no router blocker sees it (docs/web.md §10). Each guard holding
// edits registers how it asks; `useConfirmLeave` asks them all, in the guard's own words.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';

/** Asks the member whether to let the edits go: true to leave, false to stay. */
export type AskToLeave = () => Promise<boolean>;

interface UnsavedChangesRegistry {
  register: (ask: AskToLeave) => () => void;
  confirmLeave: () => Promise<boolean>;
}

const Registry = createContext<UnsavedChangesRegistry | null>(null);

/** Around the app's routes (the data routers give it): the guards of the screens inside. */
export function UnsavedChangesProvider({ children }: { children?: ReactNode }) {
  const asks = useRef(new Set<AskToLeave>());
  const registry = useMemo<UnsavedChangesRegistry>(
    () => ({
      register: (ask) => {
        asks.current.add(ask);
        return () => {
          asks.current.delete(ask);
        };
      },
      confirmLeave: async () => {
        for (const ask of [...asks.current]) if (!(await ask())) return false;
        return true;
      },
    }),
    [],
  );
  return <Registry.Provider value={registry}>{children}</Registry.Provider>;
}

const nothingToAsk = async () => true;

/** Resolves true when nothing unsaved is held or the member chose to leave, false to stay. */
export function useConfirmLeave(): () => Promise<boolean> {
  return useContext(Registry)?.confirmLeave ?? nothingToAsk;
}

/** A guard's registration while it holds edits (no-op outside a provider). */
export function useRegisterAskToLeave(ask: AskToLeave | null): void {
  const registry = useContext(Registry);
  useEffect(() => (registry && ask ? registry.register(ask) : undefined), [registry, ask]);
}
