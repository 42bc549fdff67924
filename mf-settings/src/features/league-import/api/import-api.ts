// /api/provider/import: the import from the league's provider (Yahoo or Sleeper) of the
// Settings screen. The import answers when it is done or paused; meanwhile its progress is
// read from GET every second.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from 'shared-contracts';
import { setupEndpoints, type ImportBody } from 'shared-contracts/provider-setup';
import { api, errorMessage, useAuth } from 'shared-auth';
import { useToast } from 'shared-ui';

export const importKeys = {
  all: [queryRoots.provider, 'import'] as const,
  latest: () => [...importKeys.all, 'latest'] as const,
};

const PROGRESS_POLL_MS = 1000;

/** The latest import; polled while one runs (`importing`: this page started it). */
export function useLatestImport(importing: boolean) {
  return useQuery(
    queryOptions({
      queryKey: importKeys.latest(),
      queryFn: ({ signal }) => api.call(setupEndpoints.getLatestProviderImport, { signal }),
      refetchInterval: (query) => (importing || query.state.data?.status === 'running' ? PROGRESS_POLL_MS : false),
    }),
  );
}

/** What the import sends: the seasons, and the commissioner's answers to the preview. */
export type ImportRequest = Pick<ImportBody, 'seasons'> & Partial<Omit<ImportBody, 'seasons'>>;

export function usePreviewImport() {
  return useMutation({
    mutationFn: (seasons: number) => api.call(setupEndpoints.previewProviderImport, { body: { seasons } }),
  });
}

/**
 * Runs (or resumes) the import. Whatever it answers, everything the league shows may have
 * changed (teams, games, the player book, its current season): every query is read again.
 */
export function useRunImport() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { refreshLeague } = useAuth();
  return useMutation({
    mutationFn: (request: ImportRequest) => api.call(setupEndpoints.startProviderImport, { body: request }),
    onSuccess: (job) =>
      toast({
        title: job.status === 'done' ? 'Import finished' : 'Import stopped',
        description: job.message,
        variant: job.status === 'done' ? 'default' : 'destructive',
      }),
    onError: (error) => {
      console.error('Import failed', error);
      toast({ title: 'Import failed', description: errorMessage(error), variant: 'destructive' });
    },
    // The league's current and default season and its seasons may have changed too.
    onSettled: () => Promise.all([queryClient.invalidateQueries(), refreshLeague()]),
  });
}

export function useRefreshScores() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => api.call(setupEndpoints.refreshProviderScores),
    onSuccess: (result) => toast({ title: 'Scores refreshed', description: result.message }),
    onError: (error) => {
      console.error('Score refresh failed', error);
      toast({ title: 'Score refresh failed', description: errorMessage(error), variant: 'destructive' });
    },
    // Games and standings changed; the provider's own answers (its connection, teams, rosters) did not.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== queryRoots.provider && query.queryKey[0] !== queryRoots.yahoo,
      }),
  });
}
