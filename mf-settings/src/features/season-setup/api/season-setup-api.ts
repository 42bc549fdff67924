// POST /api/schedule/generate and /api/picks/generate: the commissioner's season set-up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots, setupResult, type GeneratePicksBody, type GenerateScheduleBody } from 'shared-contracts';
import { api, errorMessage } from 'shared-auth';
import { useToast } from 'shared-ui';

function useSetupMutation<Variables>(send: (variables: Variables) => Promise<{ message: string }>, success: string, failure: string, roots: string[]) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => toast({ title: success, description: result.message }),
    onError: (error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}

export function useGenerateSchedule() {
  return useSetupMutation(
    (body: GenerateScheduleBody) => api.post('/api/schedule/generate', body, setupResult),
    'Schedule generated',
    'Failed to generate the schedule',
    [queryRoots.schedule, queryRoots.matchups, queryRoots.standings, queryRoots.teams],
  );
}

export function useGeneratePicks() {
  return useSetupMutation(
    (body: GeneratePicksBody) => api.post('/api/picks/generate', body, setupResult),
    'Draft picks created',
    'Failed to create draft picks',
    [queryRoots.picks, queryRoots.pingPongBalls],
  );
}
