import { notificationSchema, type Notification } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** PUT /notifications/{id}/read: only the user it was for may mark it. */
export function markNotificationRead(id: number): Promise<Notification> {
  return apiRequest(`/notifications/${id}/read`, { method: 'PUT', schema: notificationSchema });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
