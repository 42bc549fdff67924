import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-testing';
import { AuthContext } from '../auth/auth-context';
import { RequireAuth } from '../guard/RequireAuth';
import { createTestAuthState } from './auth-state';

const guarded = (state: ReturnType<typeof createTestAuthState>) =>
  renderWithProviders(
    <AuthContext.Provider value={state}>
      <RequireAuth>
        <p>page</p>
      </RequireAuth>
    </AuthContext.Provider>,
  );

describe('createTestAuthState', () => {
  it('is a ready commissioner by default', () => {
    const state = createTestAuthState();
    expect(state).toMatchObject({ status: 'ready', league: { role: 'commissioner' } });
    guarded(state);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('takes overrides, e.g. a manager or a non-member', async () => {
    expect(createTestAuthState({ league: null }).league).toBeNull();
    guarded(createTestAuthState({ status: 'non-member', league: null }));
    // The refusal screens load when shown (docs/performance.md §2.10).
    expect(await screen.findByRole('heading', { name: 'Not a league member' })).toBeInTheDocument();
  });
});
