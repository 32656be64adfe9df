import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

/** PUT /notifications/preferences: the kinds and digest to change; answers every setting. */
export function updateNotificationPreferences(
  request: NotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  return apiRequest('/notifications/preferences', {
    method: 'PUT',
    body: request,
    schema: notificationPreferencesSchema,
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, preferences),
  });
}
