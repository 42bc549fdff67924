// POST/PATCH/DELETE /api/teams: the commissioner's team editor. Every change refreshes the
// teams query every screen shares (and the members card, whose rows name teams).
import { queryRoots } from 'shared-contracts';
import { type CreateTeamBody, leagueSetupEndpoints, type UpdateTeamBody } from 'shared-contracts/league-setup';
import { api, teamKeys } from 'shared-auth';
import { useToastedCreate, useToastedMutation } from '../../../lib/toasted-mutation';

/** A team change shows on every screen's teams and on the members card, whose rows name teams. */
const invalidates = [teamKeys.all, [queryRoots.members]];

export function useCreateTeam() {
  return useToastedCreate({
    send: (body: CreateTeamBody, idempotencyKey: string) =>
      api.call(leagueSetupEndpoints.createTeam, { body, idempotencyKey }),
    success: 'Team created',
    failure: 'Failed to create team',
    invalidates,
  });
}

export function useUpdateTeam() {
  return useToastedMutation({
    send: ({ id, ...body }: UpdateTeamBody & { id: number }) =>
      api.call(leagueSetupEndpoints.updateTeam, { params: { id }, body }),
    success: 'Team updated',
    failure: 'Failed to update team',
    invalidates,
  });
}

export function useRemoveTeam() {
  return useToastedMutation({
    send: (id: number) => api.call(leagueSetupEndpoints.removeTeam, { params: { id } }),
    success: 'Team removed',
    failure: 'Failed to remove team',
    invalidates,
  });
}
