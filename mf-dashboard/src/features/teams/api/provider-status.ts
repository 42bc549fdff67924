// GET /api/provider: which provider the league follows, for the words that name it (a team not
// linked to one). Asked only where a card needs the name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, queryRoots } from 'shared-contracts';

export const providerStatusQuery = () =>
  queryOptions({
    queryKey: [queryRoots.provider, 'status'] as const,
    queryFn: ({ signal }) => api.call(endpoints.getProvider, { signal }),
  });

export function useProviderStatus(enabled: boolean) {
  return useQuery({ ...providerStatusQuery(), enabled });
}
