// Renders a dashboard screen the way the shell hosts it: signed in as a member of the demo
// league (default season 2024, week 17) with the fetch client connected, at `route`, with
// the router's address readable by the test.
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderWithAuth, type RenderWithAuthOptions } from 'shared-auth/testing';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderScreen(ui: ReactElement, route: string, options: Omit<RenderWithAuthOptions, 'route'> = {}) {
  const result = renderWithAuth(
    <>
      {ui}
      <LocationProbe />
    </>,
    { ...options, route },
  );
  const location = () => result.getByTestId('location').textContent;
  return Object.assign(result, { location });
}
