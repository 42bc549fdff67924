// GET/PUT/DELETE /api/notifications/webhook and POST …/test: the league's webhook, its masked
// address and delivery log (docs/api.md §19), the commissioner's card's query and changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { notificationEndpoints } from 'shared-contracts/notifications';

export const webhookKeys = { all: [queryRoots.notifications, 'webhook'] as const };

export function useLeagueWebhook() {
  return useQuery(
    queryOptions({
      queryKey: webhookKeys.all,
      queryFn: ({ signal }) => api.call(notificationEndpoints.getWebhook, { signal }),
    }),
  );
}

export function useSetWebhook() {
  return useToastedMutation({
    send: (url: string) => api.call(notificationEndpoints.setWebhook, { body: { url } }),
    success: 'Webhook saved',
    failure: 'Failed to save the webhook',
    invalidates: [webhookKeys.all],
  });
}

export function useRemoveWebhook() {
  return useToastedMutation({
    send: () => api.call(notificationEndpoints.deleteWebhook),
    success: 'Webhook removed',
    failure: 'Failed to remove the webhook',
    invalidates: [webhookKeys.all],
  });
}

export function useTestWebhook() {
  return useToastedMutation({
    send: () => api.call(notificationEndpoints.testWebhook),
    success: 'Test message queued',
    describe: () => 'Its delivery shows in the log within seconds.',
    failure: 'Failed to queue a test message',
    invalidates: [webhookKeys.all],
  });
}
