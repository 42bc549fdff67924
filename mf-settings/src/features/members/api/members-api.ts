// GET/POST/PATCH/DELETE /api/league/members: the query options and mutations of the
// League members card, one place per endpoint. A change reads the list again, failed or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leagueMember, leagueMemberList, queryRoots, type InviteMemberBody, type UpdateMemberBody } from 'shared-contracts';
import { api } from 'shared-auth';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export const memberKeys = {
  all: [queryRoots.members] as const,
  list: () => [...memberKeys.all, 'list'] as const,
};

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: ({ signal }) => api.get('/api/league/members', leagueMemberList, { signal }),
  });

export function useMembers() {
  return useQuery(membersQueryOptions());
}

export function useInviteMember() {
  return useToastedMutation({
    send: (body: InviteMemberBody) => api.post('/api/league/members', body, leagueMember),
    success: 'Invitation sent',
    failure: 'Failed to invite member',
    invalidates: [memberKeys.all],
  });
}

export function useUpdateMember() {
  return useToastedMutation({
    send: ({ id, ...body }: UpdateMemberBody & { id: number }) => api.patch(`/api/league/members/${id}`, body, leagueMember),
    success: 'Member updated',
    failure: 'Failed to update member',
    invalidates: [memberKeys.all],
  });
}

export function useRemoveMember() {
  return useToastedMutation({
    send: (id: number) => api.delete(`/api/league/members/${id}`),
    success: 'Member removed',
    failure: 'Failed to remove member',
    invalidates: [memberKeys.all],
  });
}
