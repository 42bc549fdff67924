// POST/PATCH/DELETE /api/teams: the commissioner's team editor. Every change refreshes the
// teams query every screen shares (and the members card, whose rows name teams).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots, team, type CreateTeamBody, type UpdateTeamBody } from 'shared-contracts';
import { api, errorMessage, teamKeys } from 'shared-auth';
import { useToast } from 'shared-ui';

function useTeamMutation<Variables>(send: (variables: Variables) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast({ title: success }),
    onError: (error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: [queryRoots.members] })]),
  });
}

export function useCreateTeam() {
  return useTeamMutation((body: CreateTeamBody) => api.post('/api/teams', body, team), 'Team created', 'Failed to create team');
}

export function useUpdateTeam() {
  return useTeamMutation(({ id, ...body }: UpdateTeamBody & { id: number }) => api.patch(`/api/teams/${id}`, body, team), 'Team updated', 'Failed to update team');
}

export function useRemoveTeam() {
  return useTeamMutation((id: number) => api.delete(`/api/teams/${id}`), 'Team removed', 'Failed to remove team');
}
