import { Center, Loader, Stack, Text } from '@mantine/core';
import type { TeamSummary, TradeSummary } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { useLeagueNow } from '../use-now';
import { TradeRow } from './trade-row';

export interface TradeListContext {
  leagueId: number;
  myTeamId: number | null;
  leagueTeams: readonly TeamSummary[];
  logoBaseUrl: string | null;
}

/** Rows of trades, or words saying there are none. */
export function TradeRows({
  trades,
  empty,
  context,
}: {
  trades: readonly TradeSummary[];
  empty: ReactNode;
  context: TradeListContext;
}) {
  const now = useLeagueNow(context.leagueId);
  if (trades.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {trades.map((trade) => (
        <li key={trade.id}>
          <TradeRow trade={trade} now={now} {...context} />
        </li>
      ))}
    </Stack>
  );
}

/** A trades query's loading and error states around what its answer shows. */
export function TradesLoaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Center py="xl" role="status" aria-label="Loading trades">
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <QueryErrorAlert
        title="Unable to load trades"
        message={errorMessage(query.error, 'Failed to load the trades.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <>{children(query.data)}</>;
}
