import { useMemo } from 'react';
import { useAuth } from 'shared-auth';
import { playerYears } from 'shared-contracts';
import { useNumberSearchParam } from 'shared-ui';

/**
 * The book's year, in the URL (?year=): docs/screens/players.md §2 offers the previous, current and next
 * calendar year. It opens on the league's current season when that is one of them (the book
 * the league is keeping now), else on this calendar year.
 */
export function usePlayersYear() {
  const { league } = useAuth();
  const years = useMemo(() => playerYears(), []);
  const current = league && years.includes(league.currentSeason) ? league.currentSeason : years[1]!;
  const [year, setYear] = useNumberSearchParam('year', current, years);
  return { year, setYear, years };
}
