import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testUser } from 'shared-auth/testing';
import { fakeAuth, renderShell, setWindowWidth } from '../testing/render-shell';
import { LocationDisplay } from '../testing/LocationDisplay';
import { AppLayout } from './AppLayout';

function renderLayout(route: string, auth = fakeAuth()) {
  return renderShell(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<LocationDisplay />} />
      </Route>
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>,
    { route, auth },
  );
}

const linkNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => setWindowWidth(1280));

/** A league the member manages no team of, named so a test can find the name. */
const officeKeepers = {
  id: 7,
  name: 'Office Keepers',
  currentSeason: 2026,
  defaultSeason: 2026,
  defaultWeek: 1,
  seasons: [],
  role: 'manager' as const,
  team: null,
};

describe('sidebar', () => {
  it("is titled 'Fantasy League' and groups its links as docs/screens/shell.md §2.3 says", () => {
    renderLayout('/');
    expect(screen.getByText('Fantasy League')).toBeInTheDocument();
    expect(linkNames(screen.getByRole('group', { name: 'Dashboard' }))).toEqual([
      'Home',
      'Teams',
      'Activity',
      'Record Book',
      'Draft Picks',
    ]);
    expect(linkNames(screen.getByRole('group', { name: 'Management' }))).toEqual([
      'Players',
      'Trades',
      'Schedule',
      'Settings',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Appearance' })).getByRole('button', { name: /Theme/ }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/teams', 'Teams'],
    ['/activity', 'Activity'],
    ['/records', 'Record Book'],
    ['/picks', 'Draft Picks'],
    ['/players', 'Players'],
    ['/trades', 'Trades'],
    ['/schedule', 'Schedule'],
    ['/settings', 'Settings'],
  ])('highlights the current route %s (%s) and only it', (route, label) => {
    renderLayout(route);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('links go where their names say', () => {
    renderLayout('/');
    expect(screen.getByRole('link', { name: 'Draft Picks' })).toHaveAttribute('href', '/picks');
    expect(screen.getByRole('link', { name: 'Trades' })).toHaveAttribute('href', '/trades');
  });
});

describe('sidebar footer', () => {
  it('shows the display name, the email and the first letter of the email without a photo', () => {
    renderLayout('/');
    expect(screen.getByText('Ann Example')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("falls back to 'User' without a display name and shows the photo when there is one", () => {
    renderLayout('/', fakeAuth({ user: { ...testUser, displayName: null, photoURL: 'https://example.com/pat.png' } }));
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "User's avatar" })).toHaveAttribute('src', 'https://example.com/pat.png');
  });

  it("shows the member's role and team", () => {
    const league = {
      id: 1,
      name: 'Harambe Memorial League',
      currentSeason: 2025,
      defaultSeason: 2024,
      defaultWeek: 17,
      seasons: [2024, 2025],
    };
    const team = {
      id: 3,
      name: 'Bayou Bandits',
      displayName: 'Marie',
      abbreviation: 'BAY',
      yahooTeamKey: null,
      logoUrl: null,
    };
    renderLayout('/', fakeAuth({ league: { ...league, role: 'manager', team } }));
    expect(screen.getByText('Manager · Bayou Bandits')).toBeInTheDocument();
  });

  it('shows a commissioner without a team by role alone', () => {
    const league = {
      id: 1,
      name: 'Harambe Memorial League',
      currentSeason: 2025,
      defaultSeason: 2024,
      defaultWeek: 17,
      seasons: [2024, 2025],
    };
    renderLayout('/', fakeAuth({ league: { ...league, role: 'commissioner', team: null } }));
    expect(screen.getByText('Commissioner')).toBeInTheDocument();
  });

  it('stays where it is when log-out fails (shared-auth logs and shows the failure)', async () => {
    const auth = fakeAuth({ logOut: jest.fn(async () => false) });
    const { user } = renderLayout('/players', auth);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(auth.logOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('logs out, then goes to /login', async () => {
    const auth = fakeAuth();
    const { user } = renderLayout('/players', auth);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(auth.logOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});

describe('below 768 px the sidebar is a drawer', () => {
  beforeEach(() => setWindowWidth(500));

  it('is closed at first: a top header with a menu button, no reachable links', () => {
    renderLayout('/');
    const menu = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Players' })).not.toBeInTheDocument();
  });

  it("names the active league in the top header, where the drawer's switcher cannot be seen", () => {
    renderLayout('/', fakeAuth({ league: officeKeepers }));
    expect(screen.getByRole('banner')).toHaveTextContent('Fantasy LeagueOffice Keepers');
  });

  it("titles the page by the active league, and by the site's name alone once the layout is gone", () => {
    const { unmount } = renderLayout('/', fakeAuth({ league: officeKeepers }));
    expect(document.title).toBe('Office Keepers · Fantasy League');
    unmount();
    expect(document.title).toBe('Fantasy League');
  });

  it('opens from the menu button and closes when a link is chosen', async () => {
    const { user } = renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    // The modal drawer hides the page behind it from assistive technology, the menu button too.
    expect(screen.getByRole('button', { name: 'Open navigation menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'Players' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/players');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Players' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the drawer and keeps it there; Escape closes it and gives focus back to the menu button', async () => {
    const { user } = renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(within(drawer).getByRole('link', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    // Tabbing past the last control comes back round inside the drawer (the focus trap).
    for (let step = 0; step < 15; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toHaveFocus();
  });

  it('closes from its close button and from the backdrop', async () => {
    const { user } = renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await user.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(screen.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await user.click(document.querySelector('[data-drawer-overlay]') as HTMLElement);
    expect(screen.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('wide screens have no menu button and always show the links', () => {
    setWindowWidth(1024);
    renderLayout('/');
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Players' })).toBeInTheDocument();
  });
});
