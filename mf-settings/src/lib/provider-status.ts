// GET /api/provider: which provider the league follows (Yahoo or Sleeper) and its league
// there. The provider cards and the import card both read it, so it lives outside either.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { endpoints, providerNames, queryRoots, type ProviderId, type ProviderStatus } from 'shared-contracts';

export const providerStatusKey = [queryRoots.provider, 'status'] as const;

export const providerStatusQuery = () =>
  queryOptions({
    queryKey: providerStatusKey,
    queryFn: ({ signal }) => api.call(endpoints.getProvider, { signal }),
  });

export function useProviderStatus() {
  return useQuery(providerStatusQuery());
}

/**
 * The name of the league's provider for the texts that name it ('Import from Sleeper'); while
 * the provider is not known yet, words that fit either.
 */
export function providerNameOf(provider: ProviderId | undefined): string {
  return provider ? providerNames[provider] : "the league's provider";
}

/** 'Following Harambe Memorial League (2025) on Sleeper'; null before a league is chosen. */
export function followingText(status: ProviderStatus): string | null {
  if (!status.league) return null;
  const season = status.season === null ? '' : ` (${status.season})`;
  return `Following ${status.name ?? status.league}${season} on ${providerNames[status.provider]}`;
}
