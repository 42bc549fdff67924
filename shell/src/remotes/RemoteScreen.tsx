// One remote route: its screen's module (loaded once per page, screen-modules.ts) inside the
// route's own error boundary. It suspends in ScreenOutlet's boundary, which every screen
// shares. Retry forgets the failed attempt and loads the remote again from its server.
import { use, useCallback, useEffect } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetScreen, screenModule, type ScreenLoader } from './screen-modules';

export interface RemoteScreenProps {
  label: string;
  load: ScreenLoader;
  /** Clears the remote's caches before another attempt. */
  forget?: () => void;
  /** Called once the screen is on the page (not while loading, not for the error card). */
  onShown?: () => void;
}

/** The screen `load` loads: rendered at once when loaded, suspending until then. */
function LoadedScreen({ load }: { load: ScreenLoader }) {
  const { default: Screen } = use(screenModule(load));
  return <Screen />;
}

/** Rendered beside the screen: its effect runs once the screen has committed. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}

export function RemoteScreen({ label, load, forget, onShown }: RemoteScreenProps) {
  // The error card is up: forget the failed load. Retry then clears the remote's caches, and
  // the boundary renders the screen again, which starts a new load.
  const failed = useCallback(() => forgetScreen(load), [load]);
  const retry = useCallback(() => forget?.(), [forget]);

  return (
    <RemoteErrorBoundary label={label} onRetry={retry} onError={failed}>
      <LoadedScreen load={load} />
      {onShown && <Shown onShown={onShown} />}
    </RemoteErrorBoundary>
  );
}
