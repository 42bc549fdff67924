// Asks before unsaved edits are lost: an in-app navigation (a sidebar link, Back, or a change
// of the query parameters named in `watchSearch`) waits on a 'Stay' / 'Leave' dialog, and
// closing or reloading the tab gets the browser's own prompt. In-app blocking is React
// Router's useBlocker, which needs a data router (AppProviders and the test helpers give one).
// A league switch, which is no navigation, asks through the same dialog (unsaved-changes.tsx).
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Location, useBlocker } from 'react-router-dom';
import { Button } from '../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog';
import { useRegisterAskToLeave } from './unsaved-changes';

export const LEAVE_TITLE = 'Leave without saving?';

export interface UnsavedChangesGuardProps {
  /** There is something unsaved. */
  when: boolean;
  /** Query parameters whose change also loses the edits (e.g. the year the edits belong to). */
  watchSearch?: readonly string[];
  /** What is lost, e.g. 'Your draft pick changes are not saved.' */
  description?: string;
}

function changesView(current: Location, next: Location, watchSearch: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return true;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  return watchSearch.some((name) => before.get(name) !== after.get(name));
}

export function UnsavedChangesGuard({
  when,
  watchSearch = [],
  description = 'Your changes are not saved. If you leave now, they are lost.',
}: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && changesView(currentLocation, nextLocation, watchSearch),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // A league switch waiting on the member's answer (docs/web.md §10): the same question.
  const [asking, setAsking] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setAsking(true);
      }),
    [],
  );
  useRegisterAskToLeave(when ? ask : null);
  const settle = useCallback((leave: boolean) => {
    answer.current?.(leave);
    answer.current = null;
    setAsking(false);
  }, []);
  // Saved, discarded or gone while asking: nothing is lost, so the switch may go on.
  useEffect(() => {
    if (!when) settle(true);
  }, [when, settle]);
  useEffect(() => () => answer.current?.(true), []);

  const stay = () => {
    blocker.reset?.();
    settle(false);
  };
  const leave = () => {
    blocker.proceed?.();
    settle(true);
  };
  return (
    <Dialog open={blocker.state === 'blocked' || asking} onOpenChange={(open) => !open && stay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{LEAVE_TITLE}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={stay} autoFocus>
            Stay
          </Button>
          <Button variant="destructive" onClick={leave}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
