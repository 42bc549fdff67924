import { screen } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { fakeAuth, renderShell, renderSuspending } from '../testing/render-shell';
import { remoteScreens } from '../remotes/remote-screens';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const screenNamed = (title: string) => async () => ({ default: (() => <h1>{title}</h1>) as ComponentType });
const standIns = remoteScreens.map((definition) => ({
  ...definition,
  load: screenNamed(`${definition.label} screen`),
}));

describe('routes', () => {
  it.each([
    ['/', 'Dashboard screen'],
    ['/teams', 'Teams screen'],
    ['/activity', 'Activity screen'],
    ['/records', 'Record Book screen'],
    ['/players', 'Players screen'],
    ['/trades', 'Trade Center screen'],
    ['/schedule', 'Schedule screen'],
    ['/picks', 'Draft Picks screen'],
    ['/settings', 'Settings screen'],
  ])('%s shows its remote screen inside the layout', async (route, title) => {
    await renderSuspending(<App screens={standIns} />, { route });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('/login shows the login card without the layout', () => {
    renderShell(<App screens={standIns} />, { route: '/login', auth: fakeAuth({ status: 'signed-out', user: null }) });
    expect(screen.getByText('Fantasy Football')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('a signed-out visitor of a screen is sent to /login', () => {
    renderShell(<App screens={standIns} />, {
      route: '/players',
      auth: fakeAuth({ status: 'signed-out', user: null }),
    });
    expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Players screen' })).not.toBeInTheDocument();
  });

  it('keeps the current screen while the next loads, its sidebar link marked busy until it is there', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const screens = standIns.map((definition) =>
      definition.path === '/players'
        ? {
            ...definition,
            load: () =>
              new Promise<{ default: ComponentType }>((resolve) => {
                finish = resolve;
              }),
          }
        : definition,
    );
    const { user } = await renderSuspending(<App screens={screens} />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    const players = screen.getByRole('link', { name: 'Players' });

    await act(() => user.click(players));
    expect(screen.getByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(players).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status', { name: 'Loading Players' })).not.toBeInTheDocument();

    const PlayersScreen = () => (
      <>
        <h1>Players screen</h1>
        <Link to="/">Back to the dashboard</Link>
      </>
    );
    await act(async () => finish({ default: PlayersScreen }));
    expect(await screen.findByRole('heading', { name: 'Players screen' })).toBeInTheDocument();
    expect(players).not.toHaveAttribute('aria-busy');
    expect(players).toHaveAttribute('aria-current', 'page');

    // Back on the page the click was made from (not through the sidebar), the link is not busy.
    await act(() => user.click(screen.getByRole('link', { name: 'Back to the dashboard' })));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(players).not.toHaveAttribute('aria-busy');
  });
});
