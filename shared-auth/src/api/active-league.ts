/**
 * The league this tab works in (docs/screens/shell.md §2.5). The page client sends it as the
 * `X-League-Id` header on every call; with none chosen the API uses the caller's last used
 * league. A tab keeps its own choice (sessionStorage, not localStorage), so two tabs can show
 * two leagues; a link with `?league=<id>` opens that league whatever the tab chose before.
 *
 * shared-auth is a Module Federation singleton: the shell and every remote read this one value.
 */
// Plain values (no zod): the shell's first calls read the tab's league before the contracts load.
import { LEAGUE_QUERY_PARAMETER, parseLeagueId } from 'shared-contracts/page-values';

export { parseLeagueId };

export const ACTIVE_LEAGUE_STORAGE_KEY = 'fantasy.activeLeague';

/** The tab's storage, or none where the browser refuses it (a privacy mode may throw). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The league a page load starts in: the URL's `?league=` wins over the tab's earlier choice. */
export function initialLeagueId(search: string, storage: Storage | null): number | null {
  const fromUrl = parseLeagueId(new URLSearchParams(search).get(LEAGUE_QUERY_PARAMETER));
  if (fromUrl !== null) {
    // Kept for the tab: the next navigation drops the query, not the league.
    storage?.setItem(ACTIVE_LEAGUE_STORAGE_KEY, String(fromUrl));
    return fromUrl;
  }
  return parseLeagueId(storage?.getItem(ACTIVE_LEAGUE_STORAGE_KEY));
}

/** undefined until first read: the page's address is read once, when the first call needs it. */
let active: number | null | undefined;

/** The tab's active league id, or null when none is chosen (the API then uses the last used one). */
export function activeLeagueId(): number | null {
  if (active === undefined) {
    active = typeof window === 'undefined' ? null : initialLeagueId(window.location.search, tabStorage());
  }
  return active;
}

/** Chooses the tab's league (null: none, the API's last used league). */
export function chooseLeague(leagueId: number | null): void {
  active = leagueId;
  const storage = tabStorage();
  if (leagueId === null) storage?.removeItem(ACTIVE_LEAGUE_STORAGE_KEY);
  else storage?.setItem(ACTIVE_LEAGUE_STORAGE_KEY, String(leagueId));
}

/** Forgets the value read, so the next read starts from the address and storage again (tests). */
export function resetActiveLeague(): void {
  active = undefined;
}
