// React Router's data routers, around whatever routes the app renders itself. A data router is
// what makes useBlocker work (UnsavedChangesGuard), so the page (AppProviders) and the test
// helpers both route with one: a single splat route whose element is the app, which keeps its
// own <Routes> inside as before. Both also carry the screens' unsaved-changes guards to what
// changes the page without navigating (a league switch).
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UnsavedChangesProvider } from './unsaved-changes';

// The router is made once, but the app it shows is the latest `children`: the route's element
// reads them from this context instead of keeping the first ones.
const RoutedChildren = createContext<ReactNode>(null);

function Routed() {
  return <>{useContext(RoutedChildren)}</>;
}

const routes = [{ path: '*', element: <Routed /> }];

/** The page's router, on the browser's address bar and history. */
export function BrowserDataRouter({ children }: { children?: ReactNode }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <RoutedChildren.Provider value={children}>
      <UnsavedChangesProvider>
        <RouterProvider router={router} />
      </UnsavedChangesProvider>
    </RoutedChildren.Provider>
  );
}

/** A router held in memory, starting at `initialEntries` (tests). */
export function MemoryDataRouter({
  children,
  initialEntries = ['/'],
}: {
  children?: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries }));
  return (
    <RoutedChildren.Provider value={children}>
      <UnsavedChangesProvider>
        <RouterProvider router={router} />
      </UnsavedChangesProvider>
    </RoutedChildren.Provider>
  );
}
