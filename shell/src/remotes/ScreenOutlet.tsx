// The one Suspense boundary every remote screen renders in, above the screens' routes.
//
// React Router navigates inside startTransition, and React keeps an already visible boundary's
// content during a transition: moving from one screen to another keeps the current screen on
// the page until the next one's module has arrived, then shows it at once. A boundary per
// screen would be new at every navigation, so React would show its skeleton and then keep it
// for at least 300 ms (its fallback throttle), however fast the module arrived. The skeleton
// is still shown when there is nothing to keep: the page's first screen, and a Retry.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenSkeleton } from 'shared-ui';
import { screenAt, type RemoteScreenDefinition } from './remote-screens';

export function ScreenOutlet({ screens }: { screens: readonly Pick<RemoteScreenDefinition, 'path' | 'label'>[] }) {
  const { pathname } = useLocation();
  const label = screenAt(pathname, screens)?.label ?? 'screen';
  return (
    <Suspense fallback={<ScreenSkeleton label={`Loading ${label}`} />}>
      <Outlet />
    </Suspense>
  );
}
