// An open team card's body: the week's roster from the provider with its live points, as
// 'All Players' or 'Starters' (the default). The roster and the score sheet load side by
// side; a failure of either shows the server's words on this card only, with Retry.
import { useMemo } from 'react';
import { errorMessage } from 'shared-auth';
import { providerNames } from 'shared-contracts';
import { QueryEmpty, QueryError, QueryLoading, QueryState, Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui';
import styled from 'styled-components';
import { useProviderStatus } from '../api/provider-status';
import { useRoster } from '../api/roster';
import { useWeekScores } from '../api/week-scores';
import { sortRoster } from '../roster/roster-sort';
import { slotLabels } from '../roster/slot-labels';
import { RosterTable, type LabelledPlayer } from './RosterTable';

export const ROSTER_TEXTS = {
  loadingRoster: 'Loading rosters...',
  loadingScores: 'Fetching live scores...',
  noRoster: 'No roster data available for this week',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface TeamRosterProps {
  teamName: string;
  /** The team's key at the league's provider (Yahoo or Sleeper); null when it is not linked to one. */
  teamKey: string | null;
  season: number;
  week: number;
}

export function TeamRoster({ teamName, teamKey, season, week }: TeamRosterProps) {
  const roster = useRoster(teamKey, season, week);
  const scores = useWeekScores(teamKey, season, week);
  // Only a team linked to no provider team needs the provider's name.
  const provider = useProviderStatus(teamKey === null);

  // Labels count slots in the provider's order, so they are given before the roster is sorted.
  const players = useMemo<LabelledPlayer[]>(() => {
    if (!roster.data) return [];
    const labels = slotLabels(roster.data);
    return sortRoster(roster.data.map((player, index) => ({ ...player, label: labels[index]! }))).map(
      ({ label, ...player }) => ({ player, label }),
    );
  }, [roster.data]);

  if (teamKey === null) {
    // docs/screens/teams.md §5: '({name} is not linked to a {provider} team.)'; before the
    // provider is known (or if it cannot be read), the sentence names none.
    const name = provider.data ? `a ${providerNames[provider.data.provider]} team` : "a team of the league's provider";
    return <QueryEmpty>{`${ROSTER_TEXTS.noRoster} (${teamName} is not linked to ${name}.)`}</QueryEmpty>;
  }

  // The score sheet failed alongside the roster: one Retry asks for both again.
  const retry = () => {
    void roster.refetch();
    if (scores.isError) void scores.refetch();
  };
  const scoreSheet = scores.isPending ? undefined : scores.isError ? null : scores.data;
  const starters = players.filter(({ player }) => player.isStarting);
  return (
    <QueryState
      query={roster}
      loadingLabel={ROSTER_TEXTS.loadingRoster}
      errorTitle={ROSTER_TEXTS.noRoster}
      errorText={errorMessage}
      onRetry={retry}
      empty={ROSTER_TEXTS.noRoster}
      isEmpty={() => players.length === 0}
    >
      {() => (
        <Stack>
          {scores.isPending && <QueryLoading label={ROSTER_TEXTS.loadingScores} />}
          {scores.isError && <QueryError message={errorMessage(scores.error)} onRetry={() => void scores.refetch()} />}
          <Tabs defaultValue="starters">
            <TabsList aria-label={`${teamName} roster`}>
              <TabsTrigger value="all">All Players</TabsTrigger>
              <TabsTrigger value="starters">Starters</TabsTrigger>
            </TabsList>
            <TabsContent value="all">
              <RosterTable caption={`${teamName}: all players, week ${week}`} players={players} scores={scoreSheet} />
            </TabsContent>
            <TabsContent value="starters">
              <RosterTable caption={`${teamName}: starters, week ${week}`} players={starters} scores={scoreSheet} />
            </TabsContent>
          </Tabs>
        </Stack>
      )}
    </QueryState>
  );
}
