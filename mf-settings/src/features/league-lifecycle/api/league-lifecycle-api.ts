// PATCH /api/league, DELETE /api/league and POST /api/league/leave (docs/leagues.md §6). A
// rename refreshes the switcher's list and the tab's league; a deletion or a leaving hands the
// tab to shared-auth, which opens the caller's next league or the welcome screen.
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, errorMessage, useAuth } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** The caller's leagues, as the switcher reads them (one cached answer for both). */
export function useLeagueList() {
  return useQuery({
    queryKey: [queryRoots.leagues],
    queryFn: ({ signal }) => api.call(endpoints.listLeagues, { signal }),
  });
}

export function useRenameLeague() {
  const { refreshLeague } = useAuth();
  const rename = useToastedMutation({
    send: (name: string) => api.call(endpoints.renameLeague, { body: { name } }),
    success: 'League renamed',
    failure: 'Failed to rename the league',
    describe: (league) => league.name,
    invalidates: [[queryRoots.leagues]],
  });
  return { ...rename, mutate: (name: string) => rename.mutate(name, { onSuccess: () => void refreshLeague() }) };
}

/** Deleting or leaving: once the server has answered, the tab moves on (no refetch of a league that is gone). */
function useLeagueExit<Variables>(send: (variables: Variables) => Promise<unknown>, success: string, failure: string) {
  const { leagueGone } = useAuth();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: success });
      await leagueGone();
    },
    onError: (error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export const useDeleteLeague = () =>
  useLeagueExit(
    (confirmName: string) => api.call(endpoints.deleteLeague, { body: { confirmName } }),
    'League deleted',
    'Failed to delete the league',
  );

export const useLeaveLeague = () =>
  useLeagueExit(() => api.call(endpoints.leaveLeague), 'You left the league', 'Failed to leave the league');
