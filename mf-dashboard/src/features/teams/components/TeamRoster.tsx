// An open team card's body: the week's roster from the provider with its live points, as
// 'All Players' or 'Starters' (the default). The roster and the score sheet load side by
// side; a failure of either shows the server's words on this card only, with Retry.
import { useMemo } from 'react';
import { errorMessage } from 'shared-auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui';
import styled from 'styled-components';
import { EmptyText, PanelError } from '../../../components/panel-states';
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

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface TeamRosterProps {
  teamName: string;
  /** The team's Yahoo team key; null when it is not linked to one. */
  teamKey: string | null;
  season: number;
  week: number;
}

export function TeamRoster({ teamName, teamKey, season, week }: TeamRosterProps) {
  const roster = useRoster(teamKey, season, week);
  const scores = useWeekScores(teamKey, season, week);

  // Labels count slots in Yahoo's order, so they are given before the roster is sorted.
  const players = useMemo<LabelledPlayer[]>(() => {
    if (!roster.data) return [];
    const labels = slotLabels(roster.data);
    return sortRoster(roster.data.map((player, index) => ({ ...player, label: labels[index]! }))).map(({ label, ...player }) => ({ player, label }));
  }, [roster.data]);

  if (teamKey === null) return <EmptyText>{ROSTER_TEXTS.noRoster} ({teamName} is not linked to a Yahoo team.)</EmptyText>;
  if (roster.isPending) return <Status role="status">{ROSTER_TEXTS.loadingRoster}</Status>;
  if (roster.isError) {
    // The score sheet failed alongside the roster: one Retry asks for both again.
    const retry = () => {
      void roster.refetch();
      if (scores.isError) void scores.refetch();
    };
    return (
      <Stack>
        <EmptyText>{ROSTER_TEXTS.noRoster}</EmptyText>
        <PanelError message={errorMessage(roster.error)} onRetry={retry} />
      </Stack>
    );
  }
  if (players.length === 0) return <EmptyText>{ROSTER_TEXTS.noRoster}</EmptyText>;

  const scoreSheet = scores.isPending ? undefined : scores.isError ? null : scores.data;
  const starters = players.filter(({ player }) => player.isStarting);
  return (
    <Stack>
      {scores.isPending && <Status role="status">{ROSTER_TEXTS.loadingScores}</Status>}
      {scores.isError && <PanelError message={errorMessage(scores.error)} onRetry={() => void scores.refetch()} />}
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
  );
}
