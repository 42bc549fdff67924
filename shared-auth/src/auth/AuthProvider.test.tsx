import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getToasts } from 'shared-ui';
import { mockApi, renderWithProviders, server } from 'shared-testing';
import { activeLeagueId, chooseLeague, resetActiveLeague } from '../api/active-league';
import { api } from '../api/api-client';
import { testRuntimeConfig } from '../testing/runtime-config';
import { accountApi, storedUserFor, testLeague } from '../testing/account-api';
import { createFakeAuthBackend, testUser } from '../testing/fake-auth-backend';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';
import { endpoints, LEAGUE_ID_HEADER, NOT_A_MEMBER_REFUSAL, type LeagueInfo } from 'shared-contracts';
import type { AnswersOwner, LastKnownAnswers } from './last-known';

function Who() {
  const { status, user, league: info, logOut, refreshLeague } = useAuth();
  const [signedOut, setSignedOut] = useState('-');
  return (
    <div>
      <p>status: {status}</p>
      <p>email: {user?.email ?? '-'}</p>
      <p>role: {info?.role ?? '-'}</p>
      <p>seasons: {info?.seasons.join(' ') ?? '-'}</p>
      <button onClick={() => void refreshLeague()}>Read the league again</button>
      <p>signed out: {signedOut}</p>
      <button onClick={async () => setSignedOut(String(await logOut()))}>Log out</button>
    </div>
  );
}

const authorizations: Array<string | null> = [];
beforeEach(() => {
  authorizations.length = 0;
  server.use(
    ...accountApi({ league: { ...testLeague, role: 'manager' } }),
    mockApi.on(endpoints.listTeams, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return [gotham];
    }),
  );
});
const gotham = { id: 3, name: 'Gotham', displayName: 'Gotham', abbreviation: 'GO', yahooTeamKey: null, logoUrl: null };

function renderWho(backend = createFakeAuthBackend({ user: testUser })) {
  const result = renderWithProviders(
    <AuthProvider config={{ ...testRuntimeConfig, apiBase: '' }} backend={backend}>
      <Routes>
        <Route path="/" element={<Who />} />
        <Route path="/login" element={<p>login screen</p>} />
      </Routes>
    </AuthProvider>,
  );
  return { ...result, backend };
}

describe('AuthProvider', () => {
  it('is ready with the user and their league role after the sync', async () => {
    renderWho();
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('email: ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('role: manager')).toBeInTheDocument();
  });

  it('reads the league again on request: an import can add seasons', async () => {
    const { user } = renderWho();
    expect(await screen.findByText('seasons: 2024 2025')).toBeInTheDocument();
    server.use(...accountApi({ league: { ...testLeague, role: 'manager', seasons: [2023, 2024, 2025] } }));
    await user.click(screen.getByRole('button', { name: 'Read the league again' }));
    expect(await screen.findByText('seasons: 2023 2024 2025')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
  });

  it("points the page-wide fetch client at the signed-in user's token", async () => {
    const { backend } = renderWho(createFakeAuthBackend({ user: testUser, token: 'tok-9' }));
    await screen.findByText('status: ready');
    await expect(api.call(endpoints.listTeams)).resolves.toEqual([gotham]);
    expect(authorizations).toEqual(['Bearer tok-9']);
    act(() => backend.setUser(null));
    await expect(api.call(endpoints.listTeams)).rejects.toThrow('Not authenticated');
  });

  it("turns to 'non-member' when a call answers that the caller is no longer a member (removed while the tab was open)", async () => {
    renderWho();
    await screen.findByText('status: ready');
    server.use(mockApi.refuse(endpoints.listTeams, 403, NOT_A_MEMBER_REFUSAL));
    await act(() => expect(api.call(endpoints.listTeams)).rejects.toThrow(NOT_A_MEMBER_REFUSAL));
    expect(await screen.findByText('status: non-member')).toBeInTheDocument();
    expect(screen.getByText('role: -')).toBeInTheDocument();
  });

  it('stays ready on any other refusal, a 403 of a role included', async () => {
    renderWho();
    await screen.findByText('status: ready');
    server.use(mockApi.refuse(endpoints.listTeams, 403, 'Only the commissioner can do this'));
    await expect(api.call(endpoints.listTeams)).rejects.toThrow('Only the commissioner can do this');
    server.use(mockApi.refuse(endpoints.listTeams, 500, NOT_A_MEMBER_REFUSAL));
    await expect(api.call(endpoints.listTeams)).rejects.toThrow();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('role: manager')).toBeInTheDocument();
  });

  describe('an account kept from an earlier visit', () => {
    const kept = { user: testUser, idToken: 'kept-token' };
    const recordSyncs = () => {
      const syncs: Array<{ authorization: string | null; firebaseId: string }> = [];
      server.use(
        mockApi.on(endpoints.syncUser, ({ request, body }) => {
          syncs.push({ authorization: request.headers.get('Authorization'), firebaseId: body.firebaseId });
          return storedUserFor(body);
        }),
      );
      return syncs;
    };

    it('syncs with its token before the identity service has answered, and once only when the service names it', async () => {
      const syncs = recordSyncs();
      // user undefined: the service has not answered yet (Firebase checking the account with Google).
      const { backend } = renderWho(createFakeAuthBackend({ stored: kept, token: 'fresh-token' }));
      expect(await screen.findByText('status: ready')).toBeInTheDocument();
      expect(screen.getByText('role: manager')).toBeInTheDocument();
      expect(syncs).toEqual([{ authorization: 'Bearer kept-token', firebaseId: testUser.uid }]);

      act(() => backend.setUser({ ...testUser, displayName: 'Ann Renamed' }));
      expect(screen.getByText('status: ready')).toBeInTheDocument();
      expect(syncs).toHaveLength(1);
      // From now on the service's own tokens are sent.
      await expect(api.call(endpoints.listTeams)).resolves.toEqual([gotham]);
      expect(authorizations).toEqual(['Bearer fresh-token']);
    });

    it('is dropped when the service answers that nobody is signed in (removed, or signed out elsewhere)', async () => {
      const { backend } = renderWho(createFakeAuthBackend({ stored: kept }));
      await screen.findByText('status: ready');
      act(() => backend.setUser(null));
      expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
      expect(screen.getByText('email: -')).toBeInTheDocument();
      await expect(api.call(endpoints.listTeams)).rejects.toThrow('Not authenticated');
    });

    it('gives way to another account the service names: the sync starts over for it', async () => {
      const syncs = recordSyncs();
      const ben = { ...testUser, uid: 'ben-uid', email: 'ben@example.com' };
      const { backend } = renderWho(createFakeAuthBackend({ stored: kept, token: 'ben-token' }));
      act(() => backend.setUser(ben));
      expect(await screen.findByText('email: ben@example.com')).toBeInTheDocument();
      await screen.findByText('status: ready');
      expect(syncs.at(-1)).toEqual({ authorization: 'Bearer ben-token', firebaseId: 'ben-uid' });
    });
  });

  it('logs out through the identity service and then goes to /login', async () => {
    const { user, backend } = renderWho();
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(backend.calls.signOut).toBe(1);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('logs a failed log-out, shows it, and stays put', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeAuthBackend({ user: testUser });
    backend.signOut = async () => {
      throw new Error('network down');
    };
    const { user } = renderWho(backend);
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(error).toHaveBeenCalledWith('Log-out failed', expect.any(Error));
    expect(await screen.findByText('network down')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Log-out failed', variant: 'destructive' });
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(await screen.findByText('signed out: false')).toBeInTheDocument();
  });

  it('works outside a router: log-out signs out without navigating', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    render(
      <AuthProvider config={testRuntimeConfig} backend={backend}>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('status: ready');
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });

  it('disconnects the page-wide fetch client when it unmounts', async () => {
    const { unmount } = renderWho();
    await screen.findByText('status: ready');
    unmount();
    await expect(api.call(endpoints.listTeams)).rejects.toThrow('Not authenticated');
  });

  it('tells a developer who forgot the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});

describe('AuthProvider switching league', () => {
  const office = { ...testLeague, id: 9, name: 'Office League', role: 'manager' as const };

  /** Counts its mounts and holds a typed-in note: both show whether the page remounted. */
  let mounts = 0;
  function LeagueScreen() {
    const { league, switchLeague, leagueGone } = useAuth();
    const [note, setNote] = useState('');
    const [mountNumber] = useState(() => ++mounts);
    const [switched, setSwitched] = useState('-');
    return (
      <div>
        <p>league: {league?.name ?? '-'}</p>
        <p>mount: {mountNumber}</p>
        <label>
          Note
          <input value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <p>switched: {switched}</p>
        <button onClick={async () => setSwitched(String(await switchLeague(9)))}>Switch to 9</button>
        <button onClick={() => void leagueGone()}>League gone</button>
      </div>
    );
  }

  function renderSwitching(onLeagueChange = jest.fn()) {
    const result = renderWithProviders(
      <AuthProvider
        config={testRuntimeConfig}
        backend={createFakeAuthBackend({ user: testUser })}
        onLeagueChange={onLeagueChange}
      >
        <LeagueScreen />
      </AuthProvider>,
    );
    return { ...result, onLeagueChange };
  }

  beforeEach(() => {
    mounts = 0;
    window.sessionStorage.clear();
    resetActiveLeague();
  });

  it('remembers the league, reads it with its header, lets the caller forget the old one and remounts the page in it', async () => {
    const calls: string[] = [];
    server.use(
      mockApi.on(endpoints.useLeague, ({ body, request }) => {
        calls.push(`PUT last-used ${JSON.stringify(body)} header ${request.headers.get('X-League-Id')}`);
        return undefined;
      }),
      mockApi.on(endpoints.getLeague, ({ request }) => {
        const header = request.headers.get('X-League-Id');
        calls.push(`GET league header ${header}`);
        return header === '9' ? office : { ...testLeague, role: 'manager' };
      }),
    );
    const order: string[] = [];
    const onLeagueChange = jest.fn(() => {
      order.push(`cleared after ${calls.length} calls`);
    });
    const { user } = renderSwitching(onLeagueChange);
    expect(await screen.findByText('league: Harambe Memorial League')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'old league draft');
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Switch to 9' }));
    expect(await screen.findByText('league: Office League')).toBeInTheDocument();
    // Both go out together: the switch waits for one round trip, not two.
    expect([...calls].sort()).toEqual(['GET league header 9', 'PUT last-used {"leagueId":9} header 9']);
    // The old league's answers are forgotten once the new league has answered, not before.
    expect(order).toEqual(['cleared after 2 calls']);
    // A new mount: nothing the old league's screen held is left.
    expect(screen.getByText('mount: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
    expect(activeLeagueId()).toBe(9);
    await expect(api.call(endpoints.getLeague)).resolves.toEqual(office);
  });

  it('switches even when remembering the last used league fails (logged)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.refuse(endpoints.useLeague, 500, 'database is down'),
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get('X-League-Id') === '9' ? office : testLeague,
      ),
    );
    const { user, onLeagueChange } = renderSwitching();
    await screen.findByText('league: Harambe Memorial League');
    await user.click(screen.getByRole('button', { name: 'Switch to 9' }));
    expect(await screen.findByText('league: Office League')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Remembering the last used league failed', expect.any(Error));
    expect(onLeagueChange).toHaveBeenCalledTimes(1);
  });

  it("stays in the old league when the new one refuses, with the server's words in a toast", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.on(endpoints.useLeague),
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get('X-League-Id') === '9'
          ? Response.json({ message: 'You are not a member of this league' }, { status: 403 })
          : testLeague,
      ),
    );
    const { user, onLeagueChange } = renderSwitching();
    await screen.findByText('league: Harambe Memorial League');
    await user.type(screen.getByLabelText('Note'), 'kept');
    await user.click(screen.getByRole('button', { name: 'Switch to 9' }));
    expect(await screen.findByText('switched: false')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: 'Could not switch league',
      description: 'You are not a member of this league',
      variant: 'destructive',
    });
    expect(screen.getByText('league: Harambe Memorial League')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
    expect(onLeagueChange).not.toHaveBeenCalled();
    expect(activeLeagueId()).toBe(testLeague.id);
  });

  it('forgets a league that is gone (deleted or left) and sets the account up again in the API’s last used league', async () => {
    server.use(
      mockApi.on(endpoints.useLeague),
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get('X-League-Id') === '9' ? office : testLeague,
      ),
    );
    const { user, onLeagueChange } = renderSwitching();
    await screen.findByText('league: Harambe Memorial League');
    await user.click(screen.getByRole('button', { name: 'Switch to 9' }));
    expect(await screen.findByText('league: Office League')).toBeInTheDocument();
    onLeagueChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'League gone' }));
    // The sync asks without a header: the API answers the caller's last used league.
    expect(await screen.findByText('league: Harambe Memorial League')).toBeInTheDocument();
    expect(onLeagueChange).toHaveBeenCalledTimes(1);
    expect(activeLeagueId()).toBe(testLeague.id);
  });
});

describe("AuthProvider and a returning member's last known league (docs/web.md §15)", () => {
  const keptLeague = { ...testLeague, id: 1, role: 'manager' as const, seasons: [2024] };

  function LastKnown() {
    const { status, league, showingLastKnown, logOut } = useAuth();
    return (
      <div>
        <p>status: {status}</p>
        <p>seasons: {league?.seasons.join(' ') ?? '-'}</p>
        <p>last known: {String(showingLastKnown)}</p>
        <button onClick={() => void logOut()}>Log out</button>
      </div>
    );
  }

  function fakeAnswers(kept: LeagueInfo | null) {
    return {
      keptLeague: jest.fn(async (_uid: string) => kept?.id ?? null),
      restore: jest.fn(async (_owner: AnswersOwner) => kept),
      keep: jest.fn((_owner: AnswersOwner, _league: LeagueInfo) => {}),
      forget: jest.fn(async (_scope?: { leagueId?: number }) => {}),
    };
  }

  function renderLastKnown(answers: LastKnownAnswers, onSignedOut = jest.fn()) {
    const backend = createFakeAuthBackend({ user: testUser });
    const result = renderWithProviders(
      <AuthProvider
        config={{ ...testRuntimeConfig, apiBase: '' }}
        backend={backend}
        lastKnown={answers}
        onSignedOut={onSignedOut}
      >
        <Routes>
          <Route path="/" element={<LastKnown />} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
      </AuthProvider>,
    );
    return { ...result, backend, onSignedOut };
  }

  /** Holds GET /api/league until the answered function is called. */
  function holdLeague(league: LeagueInfo) {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    server.use(
      mockApi.on(endpoints.getLeague, async () => {
        await held;
        return league;
      }),
    );
    return release;
  }

  beforeEach(() => {
    window.sessionStorage.clear();
    resetActiveLeague();
    chooseLeague(1);
  });
  afterEach(() => resetActiveLeague());

  it('shows the kept league while the sync is under way, then the answered one, and keeps that', async () => {
    const answers = fakeAnswers(keptLeague);
    const release = holdLeague({ ...keptLeague, seasons: [2024, 2025] });
    renderLastKnown(answers);
    expect(await screen.findByText('last known: true')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('seasons: 2024')).toBeInTheDocument();
    expect(answers.restore).toHaveBeenCalledWith({ uid: testUser.uid, leagueId: 1 });
    expect(answers.keep).not.toHaveBeenCalled();
    act(() => release());
    expect(await screen.findByText('last known: false')).toBeInTheDocument();
    expect(screen.getByText('seasons: 2024 2025')).toBeInTheDocument();
    expect(answers.keep).toHaveBeenLastCalledWith(
      { uid: testUser.uid, leagueId: 1 },
      expect.objectContaining({ seasons: [2024, 2025] }),
    );
  });

  it('offline, where the sync fails at once, still shows the kept league once its slower restore has read it', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      let finishRestore!: () => void;
      const read = new Promise<void>((done) => (finishRestore = done));
      const answers = {
        ...fakeAnswers(keptLeague),
        restore: jest.fn(async (_owner: AnswersOwner) => {
          await read;
          return keptLeague;
        }),
      };
      renderLastKnown(answers);
      // The sync is refused before the record is read: the page waits for the record.
      await act(async () => {
        await new Promise((done) => setTimeout(done, 20));
      });
      act(() => finishRestore());
      expect(await screen.findByText('last known: true')).toBeInTheDocument();
      expect(screen.getByText('status: ready')).toBeInTheDocument();
      expect(screen.getByText('seasons: 2024')).toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });

  it('opens a tab with no league chosen in the league the member’s answers were kept in, at once', async () => {
    resetActiveLeague();
    window.sessionStorage.clear();
    chooseLeague(null);
    const asked: (string | null)[] = [];
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    server.use(
      mockApi.on(endpoints.getLeague, async ({ request }) => {
        asked.push(request.headers.get(LEAGUE_ID_HEADER));
        await held;
        return keptLeague;
      }),
    );
    const answers = fakeAnswers(keptLeague);
    renderLastKnown(answers);
    expect(await screen.findByText('last known: true')).toBeInTheDocument();
    expect(answers.keptLeague).toHaveBeenCalledWith(testUser.uid);
    expect(answers.restore).toHaveBeenCalledWith({ uid: testUser.uid, leagueId: 1 });
    // The tab now works in it: the sync asks for that league, not the API's last used one.
    expect(activeLeagueId()).toBe(1);
    await waitFor(() => expect(asked).toContain('1'));
    act(() => release());
    expect(await screen.findByText('last known: false')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
  });

  it('with nothing kept, a tab with no league chosen restores nothing and takes the API’s league', async () => {
    resetActiveLeague();
    window.sessionStorage.clear();
    chooseLeague(null);
    const answers = fakeAnswers(null);
    renderLastKnown(answers);
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(answers.keptLeague).toHaveBeenCalledWith(testUser.uid);
    expect(answers.restore).not.toHaveBeenCalled();
  });

  it('forgets a kept league the member is no longer in, and opens the API’s league instead', async () => {
    resetActiveLeague();
    window.sessionStorage.clear();
    chooseLeague(null);
    const apisLeague = { ...testLeague, id: 2, seasons: [2023, 2024] };
    server.use(
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get(LEAGUE_ID_HEADER) === '1'
          ? new Response(JSON.stringify({ message: NOT_A_MEMBER_REFUSAL }), { status: 403 })
          : apisLeague,
      ),
    );
    const answers = fakeAnswers(keptLeague);
    renderLastKnown(answers);
    expect(await screen.findByText('seasons: 2023 2024')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('last known: false')).toBeInTheDocument();
    expect(answers.forget).toHaveBeenCalledWith({ leagueId: 1 });
    expect(activeLeagueId()).toBe(2);
  });

  it('restores only the tab’s league when one is chosen, whatever else is kept', async () => {
    const answers = fakeAnswers(keptLeague);
    renderLastKnown(answers);
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(answers.keptLeague).not.toHaveBeenCalled();
    expect(answers.restore).toHaveBeenCalledWith({ uid: testUser.uid, leagueId: 1 });
  });

  it('forgets what was kept, and the answers on the page, on sign-out', async () => {
    const answers = fakeAnswers(null);
    const { user, onSignedOut } = renderLastKnown(answers);
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(answers.forget).toHaveBeenCalledWith();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('forgets the league’s record on a "not a member" refusal', async () => {
    const answers = fakeAnswers(null);
    renderLastKnown(answers);
    await screen.findByText('status: ready');
    server.use(mockApi.refuse(endpoints.listTeams, 403, NOT_A_MEMBER_REFUSAL));
    await act(() => expect(api.call(endpoints.listTeams)).rejects.toThrow(NOT_A_MEMBER_REFUSAL));
    expect(await screen.findByText('status: non-member')).toBeInTheDocument();
    expect(answers.forget).toHaveBeenCalledWith({ leagueId: 1 });
  });

  it('takes the kept league away when the sync answers that the member is not in it', async () => {
    const answers = fakeAnswers(keptLeague);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    server.use(
      mockApi.on(endpoints.getLeague, async () => {
        await held;
        return new Response(JSON.stringify({ message: NOT_A_MEMBER_REFUSAL }), { status: 403 });
      }),
    );
    renderLastKnown(answers);
    expect(await screen.findByText('last known: true')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('status: non-member')).toBeInTheDocument();
    expect(screen.getByText('seasons: -')).toBeInTheDocument();
    expect(answers.forget).toHaveBeenCalled();
  });
});
