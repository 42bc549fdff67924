// The Dashboard screen (/): a season and week, that week's games, next week's games and the
// season's standings, and the panels another feature adds (the league's recent activity, which
// the page in src/pages hands in). The panels load in parallel and fail on their own.
import type { ReactNode } from 'react';
import { PageHeading } from 'shared-ui';
import styled from 'styled-components';
import { SeasonWeekPicker } from '../../../components/SeasonWeekPicker';
import { useStandings } from '../api/standings';
import { useWeekMatchups } from '../../../lib/week-matchups';
import { useDashboardSelection } from '../hooks/useDashboardSelection';
import { LeagueStandings } from './LeagueStandings';
import { RecentMatchups } from './RecentMatchups';
import { UpcomingGames } from './UpcomingGames';

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

export function HomePage({ extraPanels }: { extraPanels?: ReactNode }) {
  const { seasons, season, setSeason, week, setWeek, nextWeek } = useDashboardSelection();
  const standings = useStandings(season);
  const matchups = useWeekMatchups(season, week);
  const upcoming = useWeekMatchups(season, nextWeek);

  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Dashboard</PageHeading>
      <SeasonWeekPicker
        idPrefix="dashboard"
        seasons={seasons}
        season={season}
        week={week}
        onSeasonChange={setSeason}
        onWeekChange={setWeek}
      />
      <Panels>
        <Column>
          <RecentMatchups week={week} query={matchups} />
          <UpcomingGames nextWeek={nextWeek} query={upcoming} />
          {extraPanels}
        </Column>
        <LeagueStandings season={season} query={standings} />
      </Panels>
    </section>
  );
}
