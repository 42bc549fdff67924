// Asks before unsaved edits are lost: an in-app navigation (a sidebar link, Back, or a change
// of the query parameters named in `watchSearch`) waits on a 'Stay' / 'Leave' dialog, and
// closing or reloading the tab gets the browser's own prompt. In-app blocking is React
// Router's useBlocker, which needs a data router (AppProviders and the test helpers give one).
import { useEffect } from 'react';
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

  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && stay()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{LEAVE_TITLE}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={stay} autoFocus>
            Stay
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
