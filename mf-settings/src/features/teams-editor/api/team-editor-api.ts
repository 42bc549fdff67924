// POST/PATCH/DELETE /api/teams: the commissioner's team editor. Every change refreshes the
// teams query every screen shares (and the members card, whose rows name teams).
import { queryRoots, team, type CreateTeamBody, type UpdateTeamBody } from 'shared-contracts';
import { api, teamKeys } from 'shared-auth';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** A team change shows on every screen's teams and on the members card, whose rows name teams. */
const invalidates = [teamKeys.all, [queryRoots.members]];

export function useCreateTeam() {
  return useToastedMutation({ send: (body: CreateTeamBody) => api.post('/api/teams', body, team), success: 'Team created', failure: 'Failed to create team', invalidates });
}

export function useUpdateTeam() {
  return useToastedMutation({
    send: ({ id, ...body }: UpdateTeamBody & { id: number }) => api.patch(`/api/teams/${id}`, body, team),
    success: 'Team updated',
    failure: 'Failed to update team',
    invalidates,
  });
}

export function useRemoveTeam() {
  return useToastedMutation({ send: (id: number) => api.delete(`/api/teams/${id}`), success: 'Team removed', failure: 'Failed to remove team', invalidates });
}
