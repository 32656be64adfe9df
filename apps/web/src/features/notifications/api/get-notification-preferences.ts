import { notificationPreferencesSchema, type NotificationPreferences } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /notifications/preferences: each kind's channel and how often e-mailed kinds are sent. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', { schema: notificationPreferencesSchema });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    // Not under ['notifications']: a live event refetches the bell's list, never the settings being edited.
    queryKey: ['notification-preferences'] as const,
    queryFn: getNotificationPreferences,
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
