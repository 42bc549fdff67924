// The commissioner's edits of a season: a move after a drop, a team from a row's dropdown.
// Each shows at once (optimistic), then the season is read again; a refused or failed update
// shows the server's reason as a toast and the view returns to what the server holds
// (docs/decisions.md §12: errors are seen).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { queryRoots, type ScheduleResponse, type Team, type UpdateMatchupBody } from 'shared-contracts';
import { errorMessage } from 'shared-auth';
import { toast } from 'shared-ui';
import { scheduleKeys, updateMatchup } from '../api/schedule-api';
import type { Slot } from '../model/drop-zone';
import { isNoMove, moveMatchup } from '../model/move-matchup';
import { changeMatchupTeam, type TeamSide } from '../model/team-change';
import { parseTeamId } from '../model/team-choice';

export const UPDATE_FAILED = 'Failed to update matchup';

type Edit =
  | { kind: 'move'; id: number; target: Slot }
  | { kind: 'team'; id: number; side: TeamSide; teamId: number; team: Team | undefined };

function bodyOf(edit: Edit): UpdateMatchupBody {
  if (edit.kind === 'move') return { weekNumber: edit.target.weekNumber, position: edit.target.position };
  return edit.side === 'home' ? { homeTeamId: edit.teamId } : { awayTeamId: edit.teamId };
}

function applyEdit(schedule: ScheduleResponse, edit: Edit): ScheduleResponse {
  if (edit.kind === 'move') return { matchups: moveMatchup(schedule.matchups, edit.id, edit.target) };
  return edit.team ? { matchups: changeMatchupTeam(schedule.matchups, edit.id, edit.side, edit.team) } : schedule;
}

export function useScheduleEdits(season: number, teams: readonly Team[] | undefined) {
  const queryClient = useQueryClient();
  const key = scheduleKeys.season(season);

  const mutation = useMutation({
    mutationFn: (edit: Edit) => updateMatchup(edit.id, bodyOf(edit)),
    onMutate: async (edit) => {
      // A read of the season still on its way would overwrite the optimistic view.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ScheduleResponse>(key);
      if (before) queryClient.setQueryData<ScheduleResponse>(key, applyEdit(before, edit));
      return { before };
    },
    onError: (error, _edit, context) => {
      console.error(UPDATE_FAILED, error);
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ title: UPDATE_FAILED, description: errorMessage(error), variant: 'destructive' });
    },
    // Moves and team changes also change what the dashboard and Teams show (weeks, records).
    onSettled: () =>
      Promise.all(
        [queryRoots.schedule, queryRoots.matchups, queryRoots.standings, queryRoots.teams].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });

  const { mutate } = mutation;
  const teamsRef = useRef(teams);
  teamsRef.current = teams;

  /** Moves game `id` to a drop zone's slot; a drop that would change nothing sends nothing. */
  const move = useCallback(
    (id: number, target: Slot) => {
      const matchups = queryClient.getQueryData<ScheduleResponse>(scheduleKeys.season(season))?.matchups ?? [];
      if (!isNoMove(matchups, id, target)) mutate({ kind: 'move', id, target });
    },
    [queryClient, season, mutate],
  );

  /** Gives game `id` the team a dropdown chose; 'Invalid team ID' abandons the edit (docs/screens/schedule.md §4.3). */
  const changeTeam = useCallback(
    (id: number, side: TeamSide, value: string) => {
      const choice = parseTeamId(value);
      if (!choice.ok) {
        console.error(choice.message, value);
        toast({ title: choice.message, variant: 'destructive' });
        return;
      }
      mutate({
        kind: 'team',
        id,
        side,
        teamId: choice.teamId,
        team: teamsRef.current?.find((team) => team.id === choice.teamId),
      });
    },
    [mutate],
  );

  return { move, changeTeam };
}
