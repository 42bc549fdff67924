// The league's activity (endpoints.listActivity, docs/screens/activity.md): Home's latest ten
// and the Activity page a page at a time. The feed tells of every member's changes, made in
// any screen or by anyone else, so no one mutation could keep it current: each view reads it
// again whenever it opens (staleTime 0), showing what it had meanwhile.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { type ActivityKind, endpoints, queryRoots } from 'shared-contracts';

/** How many items Home's panel shows (docs/screens/home.md §9). */
export const RECENT_ACTIVITY_COUNT = 10;

export const activityKeys = {
  all: [queryRoots.activity] as const,
  recent: () => [queryRoots.activity, 'recent'] as const,
  list: (teamId: number | null, kind: ActivityKind | null) =>
    [queryRoots.activity, 'list', teamId ?? 'all', kind ?? 'all'] as const,
};

export const recentActivityQuery = () =>
  queryOptions({
    queryKey: activityKeys.recent(),
    queryFn: ({ signal }) => api.call(endpoints.listActivity, { query: { limit: RECENT_ACTIVITY_COUNT }, signal }),
    staleTime: 0,
  });

export const useRecentActivity = () => useQuery(recentActivityQuery());

/**
 * The feed a page at a time: the first page is the plain call with the filters, each next page
 * the address the API's Link header gave (the same filters and `before`), as the trade
 * history reads its pages.
 */
export const activityPagesQuery = (teamId: number | null, kind: ActivityKind | null) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(teamId, kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.page(endpoints.listActivity, {
        query: { team: teamId ?? undefined, kind: kind ?? undefined },
        next: pageParam,
        signal,
      }),
    getNextPageParam: (lastPage) => lastPage.next,
    staleTime: 0,
  });

export const useActivityPages = (teamId: number | null, kind: ActivityKind | null) =>
  useInfiniteQuery(activityPagesQuery(teamId, kind));

/** The league's teams, for the page's team filter (GET /api/teams without a season). */
export const useLeagueTeams = () =>
  useQuery({
    queryKey: [queryRoots.teams, 'list'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeams, { signal }),
  });
