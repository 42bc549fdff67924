// The page's title names the active league ("Office Keepers · Fantasy League"): it is what a
// browser's tab, its history and an installed site's window show, and a member in two leagues
// tells the tabs apart by it (docs/web.md §14). Back to the site's name once no league is open.
import { useEffect } from 'react';
import { useAuth } from 'shared-auth';

export const SITE_TITLE = 'Fantasy League';

export function useLeagueTitle(): void {
  const { league } = useAuth();
  const name = league?.name ?? null;
  useEffect(() => {
    document.title = name ? `${name} · ${SITE_TITLE}` : SITE_TITLE;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [name]);
}
