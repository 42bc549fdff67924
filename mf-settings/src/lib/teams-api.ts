// The Settings screens' team choices: the league's teams (shared-auth's teams query) as dropdown options.
import { useQuery } from '@tanstack/react-query';
import type { Team } from 'shared-contracts';
import { teamsQueryOptions } from 'shared-auth';

export function useTeams() {
  return useQuery(teamsQueryOptions());
}

/** Radix Select has no empty value: "none" stands for "no team". */
export const NO_TEAM = 'none';

export function teamOptions(teams: readonly Team[] | undefined) {
  return [
    { value: NO_TEAM, label: 'No team' },
    ...(teams ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];
}

export function teamIdFrom(value: string): number | null {
  return value === NO_TEAM ? null : Number(value);
}
