// GET/PUT /api/notifications/preferences: the signed-in member's own email choices in the
// active league (docs/api.md §19), the card's query and save.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { type NotificationPreference, notificationEndpoints } from 'shared-contracts/notifications';

export const notificationKeys = { all: [queryRoots.notifications] as const };

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.all,
      queryFn: ({ signal }) => api.call(notificationEndpoints.getNotificationPreferences, { signal }),
    }),
  );
}

export function useSaveNotificationPreferences() {
  return useToastedMutation({
    send: (preferences: NotificationPreference[]) =>
      api.call(notificationEndpoints.setNotificationPreferences, { body: { preferences } }),
    success: 'Notifications saved',
    failure: 'Failed to save your notifications',
    invalidates: [notificationKeys.all],
  });
}
