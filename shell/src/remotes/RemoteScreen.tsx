// One remote route: its screen loaded lazily inside its own error boundary and Suspense
// skeleton. Retry forgets the failed attempt and loads the remote again from its server.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { Skeleton } from 'shared-ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteScreenProps {
  label: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Clears the remote's caches before another attempt. */
  forget?: () => void;
  /** Called once the screen is on the page (not while loading, not for the error card). */
  onShown?: () => void;
}

const Placeholder = styled.div`
  display: grid;
  gap: 1rem;
`;

export function RemoteScreenSkeleton({ label }: { label: string }) {
  return (
    <Placeholder role="status" aria-label={`Loading ${label}`}>
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="8rem" />
      <Skeleton height="8rem" />
    </Placeholder>
  );
}

/** Rendered beside the screen inside its Suspense: its effect runs once the screen has committed. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
  }, [onShown]);
  return null;
}

export function RemoteScreen({ label, load, forget, onShown }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Screen = useMemo(() => lazy(load), [load, attempt]);
  const retry = useCallback(() => {
    forget?.();
    setAttempt((count) => count + 1);
  }, [forget]);

  return (
    <RemoteErrorBoundary label={label} onRetry={retry}>
      <Suspense fallback={<RemoteScreenSkeleton label={label} />}>
        <Screen />
        {onShown && <Shown onShown={onShown} />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
