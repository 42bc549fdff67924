import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useNumberSearchParam, useTextSearchParam } from './useSearchParam';

function routerAt(...entries: string[]) {
  return ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {children}
    </MemoryRouter>
  );
}

function useSeasonAndPlace() {
  const [season, setSeason] = useNumberSearchParam('season', 2024, [2024, 2025, 2026, 2027]);
  const [search, setSearch] = useTextSearchParam('q');
  const location = useLocation();
  const navigate = useNavigate();
  return { season, setSeason, search, setSearch, location, navigate };
}

describe('useNumberSearchParam', () => {
  it('reads the value the link holds', () => {
    const { result } = renderHook(useSeasonAndPlace, { wrapper: routerAt('/?season=2026') });
    expect(result.current.season).toBe(2026);
  });

  it('falls back for a value outside the choices or not a number', () => {
    for (const url of ['/?season=1999', '/?season=abc', '/?season=2025.5', '/?season=']) {
      const { result } = renderHook(useSeasonAndPlace, { wrapper: routerAt(url) });
      expect(result.current.season).toBe(2024);
    }
  });

  it('writes a change to the URL as a new history entry, so Back undoes it', () => {
    const { result } = renderHook(useSeasonAndPlace, { wrapper: routerAt('/teams?week=3') });
    act(() => result.current.setSeason(2025));
    expect(result.current.location.search).toBe('?week=3&season=2025');
    act(() => result.current.navigate(-1));
    expect(result.current.season).toBe(2024);
    expect(result.current.location.search).toBe('?week=3');
  });

  it('drops the parameter when set back to the fallback', () => {
    const { result } = renderHook(useSeasonAndPlace, { wrapper: routerAt('/?season=2026') });
    act(() => result.current.setSeason(2024));
    expect(result.current.location.search).toBe('');
  });
});

describe('useTextSearchParam', () => {
  it('replaces the history entry while typing', () => {
    const { result } = renderHook(useSeasonAndPlace, { wrapper: routerAt('/', '/players') });
    act(() => result.current.setSearch('al'));
    act(() => result.current.setSearch('allen'));
    expect(result.current.search).toBe('allen');
    expect(result.current.location.search).toBe('?q=allen');
    // Back leaves the screen instead of stepping through 'al'.
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/');
  });
});
