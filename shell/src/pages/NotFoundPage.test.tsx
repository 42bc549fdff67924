import { screen } from '@testing-library/react';
import { App } from '../app/App';
import { fakeAuth, renderShell } from '../testing/render-shell';

const noScreens = [
  { path: '/', id: 'mf_dashboard/Home', label: 'Dashboard', load: async () => ({ default: () => <h1>Dashboard</h1> }) },
];

describe('not-found screen', () => {
  // The screen loads when shown (docs/performance.md §2.10): found once it has arrived.
  it('shows the texts of docs/screens/shell.md §2.4 verbatim and a Return to Dashboard link to /', async () => {
    renderShell(<App screens={noScreens} />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('sits inside the layout when signed in', () => {
    renderShell(<App screens={noScreens} />, { route: '/nowhere' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows without the layout when signed out', async () => {
    renderShell(<App screens={noScreens} />, {
      route: '/nowhere',
      auth: fakeAuth({ status: 'signed-out', user: null }),
    });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
