// What a select and a menu share before their Radix part has loaded: pressing the stand-in asks
// for the part, keeps the keys pressed while it arrives (kept-keys.ts), and, when it does not
// arrive (a dropped connection), lets the next press try again.
import { useState } from 'react';
import type { DeferredModule } from './deferred-module';
import { focusIsInside, keepKeysUntilReady } from './kept-keys';

export interface DeferredPopup<M> {
  /** The part once it has loaded, else null. */
  part: M | null;
  /** Whether the member has asked to open it (the part opens as it arrives). */
  wanted: boolean;
  /** Asks to open: loads the part and keeps keys for the element of `role` it opens. */
  open(firstKeys?: readonly string[]): void;
}

/** `role`: the popup's role once open (`listbox`, `menu`), which takes the kept keys. */
export function useDeferredPopup<M>(module: DeferredModule<M>, role: string): DeferredPopup<M> {
  const [wanted, setWanted] = useState(false);
  const part = module.useLoaded(wanted);
  const open = (firstKeys: readonly string[] = []) => {
    if (wanted) return;
    const stopKeeping = keepKeysUntilReady({ ready: focusIsInside(role), first: firstKeys });
    setWanted(true);
    module.load().catch(() => {
      stopKeeping();
      setWanted(false);
    });
  };
  return { part, wanted, open };
}
