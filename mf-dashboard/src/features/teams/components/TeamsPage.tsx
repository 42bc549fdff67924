// The Teams screen (/teams): every team's season at a glance, each opening onto that week's
// roster with live points from the provider. The FAAB balances load beside the teams: the
// cards show without them, and a failure to read them is said once, above the cards.
import { errorMessage } from 'shared-auth';
import { Button, ErrorCard, PageHeading, QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { ControlRow } from '../../../components/ControlRow';
import { SeasonWeekPicker } from '../../../components/SeasonWeekPicker';
import { useWeekMatchups } from '../../../lib/week-matchups';
import { useFaabBalances } from '../api/faab-balances';
import { useTeamsWithRecords } from '../api/teams-with-records';
import { useExpandedTeams } from '../hooks/useExpandedTeams';
import { useTeamsSelection } from '../hooks/useTeamsSelection';
import { TeamCard } from './TeamCard';

/** Placeholder cards while the teams load: a league's usual size. */
export const TEAM_SKELETONS = 12;
export const NO_TEAMS = 'No teams in this league yet';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function TeamsPage() {
  const { seasons, season, setSeason, week, setWeek } = useTeamsSelection();
  const teams = useTeamsWithRecords(season);
  const faab = useFaabBalances(season);
  const faabOf = new Map(faab.data?.map((balance) => [balance.teamId, balance.amount]));
  const { expanded, toggle, expandAll, collapseAll } = useExpandedTeams();
  const teamIds = teams.data?.map((team) => team.id) ?? [];
  // An open card links to its team's game of the week (docs/screens/teams.md §2): the week's
  // games are asked for once a card is open, not for a list nobody opened.
  const games = useWeekMatchups(season, expanded.size > 0 ? week : null);
  const gameOf = new Map(
    (games.data?.matchups ?? []).flatMap((game) => [
      [game.homeTeam.id, game.id],
      [game.awayTeam.id, game.id],
    ]),
  );

  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Teams</PageHeading>
      <SeasonWeekPicker
        idPrefix="teams"
        seasons={seasons}
        season={season}
        week={week}
        onSeasonChange={setSeason}
        onWeekChange={setWeek}
      />
      <ControlRow>
        <Button variant="outline" size="sm" disabled={teamIds.length === 0} onClick={() => expandAll(teamIds)}>
          Expand (all)
        </Button>
        <Button variant="outline" size="sm" disabled={expanded.size === 0} onClick={collapseAll}>
          Collapse (all)
        </Button>
      </ControlRow>
      {faab.isError && teams.isSuccess && (
        <ErrorCard
          title="Failed to fetch FAAB balances"
          message={errorMessage(faab.error)}
          onRetry={() => void faab.refetch()}
        />
      )}
      <QueryState
        query={teams}
        loadingLabel="Loading teams"
        skeleton={
          <Grid>
            {Array.from({ length: TEAM_SKELETONS }, (_, index) => (
              <Skeleton key={index} height="4.75rem" />
            ))}
          </Grid>
        }
        errorText={errorMessage}
        empty={NO_TEAMS}
      >
        {(list) => (
          <Grid>
            {list.map((team) => (
              <TeamCard
                key={team.id}
                team={team}
                season={season}
                week={week}
                gameId={gameOf.get(team.id)}
                open={expanded.has(team.id)}
                onToggle={toggle}
                faabLeft={faab.data ? (faabOf.get(team.id) ?? 0) : undefined}
              />
            ))}
          </Grid>
        )}
      </QueryState>
    </section>
  );
}
