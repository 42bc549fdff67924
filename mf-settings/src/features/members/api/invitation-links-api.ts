// GET/POST/DELETE /api/league/invitation-links: the query and mutations of the Invitation links
// card (commissioner only). The keys sit under the members root: a link that admits someone
// changes the members list, and both are the members feature's (docs/screens/settings.md §4.6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, queryRoots, type CreateInvitationLinkBody } from 'shared-contracts';
import { api } from 'shared-auth';
import { useToastedCreate, useToastedMutation } from '../../../lib/toasted-mutation';

export const invitationLinkKeys = {
  all: [queryRoots.members, 'invitation-links'] as const,
  list: () => [...invitationLinkKeys.all, 'list'] as const,
};

export const invitationLinksQueryOptions = () =>
  queryOptions({
    queryKey: invitationLinkKeys.list(),
    queryFn: ({ signal }) => api.call(endpoints.listInvitationLinks, { signal }),
  });

export function useInvitationLinks() {
  return useQuery(invitationLinksQueryOptions());
}

export function useCreateInvitationLink() {
  return useToastedCreate({
    send: (body: CreateInvitationLinkBody, idempotencyKey: string) =>
      api.call(endpoints.createInvitationLink, { body, idempotencyKey }),
    success: 'Invitation link created',
    failure: 'Failed to create the invitation link',
    invalidates: [invitationLinkKeys.all],
  });
}

export function useRevokeInvitationLink() {
  return useToastedMutation({
    send: (id: number) => api.call(endpoints.revokeInvitationLink, { params: { id } }),
    success: 'Invitation link revoked',
    failure: 'Failed to revoke the invitation link',
    invalidates: [invitationLinkKeys.all],
  });
}
