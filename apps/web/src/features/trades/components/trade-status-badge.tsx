import { Badge } from '@mantine/core';
import type { TradeStatus } from '@rinkside/domain';
import { TRADE_STATUS_LABELS } from '../trade-words';

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  const { label, color } = TRADE_STATUS_LABELS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
