// The shell's routes (docs/screens/shell.md §2.1): /login without the layout; every remote screen behind the
// sign-in guard inside the layout; /welcome and /join/:token behind the guard without it (a
// person in no league has no league's navigation); any other path the not-found screen
// (inside the layout when signed in).
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage, RequireAuth, leagueRoutes, useAuth } from 'shared-auth';
import { AppLayout } from '../layout/AppLayout';
import { forgetRemote } from '../remotes/register-remotes';
import { remoteNameOf } from '../remotes/remote-unavailable-error';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { ScreenOutlet } from '../remotes/ScreenOutlet';
import { remoteScreens, type RemoteScreenDefinition } from '../remotes/remote-screens';
import { usePreloadWhenIdle } from '../remotes/usePreloadWhenIdle';

// An unknown address is seldom opened: its screen loads when shown, not with the first view.
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export interface AppProps {
  /** The remote screens to route to (tests pass stand-ins). */
  screens?: RemoteScreenDefinition[];
}

function NotFound() {
  const { status } = useAuth();
  const page = (
    <Suspense>
      <NotFoundPage />
    </Suspense>
  );
  return status === 'ready' ? <AppLayout>{page}</AppLayout> : page;
}

export function App({ screens = remoteScreens }: AppProps) {
  // Once a screen is on the page, the others load while the browser is idle.
  const preloadOthers = usePreloadWhenIdle();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route element={<ScreenOutlet screens={screens} />}>
          {screens.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <RemoteScreen
                  key={screen.id}
                  label={screen.label}
                  load={screen.load}
                  forget={() => forgetRemote(remoteNameOf(screen.id))}
                  onShown={() => preloadOthers(screen.id)}
                />
              }
            />
          ))}
        </Route>
      </Route>
      {leagueRoutes}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
