// GET/POST/PATCH/DELETE /api/league/members: the query options and mutations of the
// League members card, one place per endpoint. A change reads the list again, failed or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, queryRoots, type InviteMemberBody, type UpdateMemberBody } from 'shared-contracts';
import { api } from 'shared-auth';
import { useToastedCreate, useToastedMutation } from '../../../lib/toasted-mutation';

export const memberKeys = {
  all: [queryRoots.members] as const,
  list: () => [...memberKeys.all, 'list'] as const,
};

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: ({ signal }) => api.call(endpoints.listMembers, { signal }),
  });

export function useMembers() {
  return useQuery(membersQueryOptions());
}

export function useInviteMember() {
  return useToastedCreate({
    send: (body: InviteMemberBody, idempotencyKey: string) =>
      api.call(endpoints.inviteMember, { body, idempotencyKey }),
    // No email goes out: the invitation waits for a sign-in with that email
    // (docs/screens/settings.md §4.6), so the toast says that rather than "sent".
    success: 'Invitation saved',
    describe: (member) =>
      `${member.email} joins as ${member.role} on signing in with that email. Share the site's address with them.`,
    failure: 'Failed to invite member',
    invalidates: [memberKeys.all],
  });
}

export function useUpdateMember() {
  return useToastedMutation({
    send: ({ id, ...body }: UpdateMemberBody & { id: number }) =>
      api.call(endpoints.updateMember, { params: { id }, body }),
    success: 'Member updated',
    failure: 'Failed to update member',
    invalidates: [memberKeys.all],
  });
}

export function useRemoveMember() {
  return useToastedMutation({
    send: (id: number) => api.call(endpoints.removeMember, { params: { id } }),
    success: 'Member removed',
    failure: 'Failed to remove member',
    invalidates: [memberKeys.all],
  });
}
