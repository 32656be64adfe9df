import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTradeSettings } from '../../leagues/commish/trades/api/trade-settings';

/** Why no trade can be made today (the deadline passed, the playoffs), said before any asset is ticked. */
export function TradingClosed({ leagueId }: { leagueId: number }) {
  const reason = useTradeSettings(leagueId).data?.closedReason;
  if (!reason) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Trading is closed">
      {reason}
    </Alert>
  );
}
