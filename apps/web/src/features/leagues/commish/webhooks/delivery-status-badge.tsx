import { Badge } from '@mantine/core';
import type { WebhookDeliveryStatus } from '@rinkside/domain';

const LOOK: Record<WebhookDeliveryStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  delivering: { color: 'blue', label: 'Sending' },
  delivered: { color: 'green', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
};

/** A delivery's status; a pending one that was already tried reads 'Retrying'. */
export function DeliveryStatusBadge({
  status,
  attempts,
}: {
  status: WebhookDeliveryStatus;
  attempts: number;
}) {
  const look = status === 'pending' && attempts > 0 ? { color: 'orange', label: 'Retrying' } : LOOK[status];
  return (
    <Badge color={look.color} variant="light" size="sm">
      {look.label}
    </Badge>
  );
}
