// GET /api/teams: the league's teams, shared by the members and provider features of Settings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from 'shared-contracts';
import { fetchJson } from 'shared-auth';

export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
};

export const teamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.list(),
    queryFn: () => fetchJson<Team[]>('/api/teams'),
  });

export function useTeams() {
  return useQuery(teamsQueryOptions());
}

/** Radix Select has no empty value: "none" stands for "no team". */
export const NO_TEAM = 'none';

export function teamOptions(teams: readonly Team[] | undefined) {
  return [{ value: NO_TEAM, label: 'No team' }, ...(teams ?? []).map((team) => ({ value: String(team.id), label: team.name }))];
}

export function teamIdFrom(value: string): number | null {
  return value === NO_TEAM ? null : Number(value);
}
