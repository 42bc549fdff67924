import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fakeAuth, renderShell, renderSuspending } from '../testing/render-shell';
import { remoteScreens } from '../remotes/remote-screens';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const screenNamed = (title: string) => async () => ({ default: (() => <h1>{title}</h1>) as ComponentType });
const standIns = remoteScreens.map((definition) => ({ ...definition, load: screenNamed(`${definition.label} screen`) }));

describe('routes', () => {
  it.each([
    ['/', 'Dashboard screen'],
    ['/teams', 'Teams screen'],
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
    renderShell(<App screens={standIns} />, { route: '/players', auth: fakeAuth({ status: 'signed-out', user: null }) });
    expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Players screen' })).not.toBeInTheDocument();
  });
});
