// GET/POST/PATCH/DELETE /api/league/members: the query options and mutations of the
// League members card, one place per endpoint.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leagueMember, leagueMemberList, queryRoots, type InviteMemberBody, type UpdateMemberBody } from 'shared-contracts';
import { api, errorMessage } from 'shared-auth';
import { useToast } from 'shared-ui';

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

/**
 * A change of membership: on success the list is read again and a toast says so; on failure
 * the server's reason shows as a destructive toast, and the list is read again anyway so the
 * card never shows what the server does not hold.
 */
function useMemberMutation<Variables>(send: (variables: Variables) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: () => toast({ title: success }),
    onError: (error) => {
      console.error(failure, error);
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export function useInviteMember() {
  return useMemberMutation(
    (body: InviteMemberBody) => api.post('/api/league/members', body, leagueMember),
    'Invitation sent',
    'Failed to invite member',
  );
}

export function useUpdateMember() {
  return useMemberMutation(
    ({ id, ...body }: UpdateMemberBody & { id: number }) =>
      api.patch(`/api/league/members/${id}`, body, leagueMember),
    'Member updated',
    'Failed to update member',
  );
}

export function useRemoveMember() {
  return useMemberMutation(
    (id: number) => api.delete(`/api/league/members/${id}`),
    'Member removed',
    'Failed to remove member',
  );
}
