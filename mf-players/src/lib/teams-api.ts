// GET /api/teams: the league's fantasy teams, for the team filter and the edit forms
// (shared-auth's one teams query).
import { useQuery } from '@tanstack/react-query';
import { teamsQueryOptions } from 'shared-auth';

export function useTeams() {
  return useQuery(teamsQueryOptions());
}
