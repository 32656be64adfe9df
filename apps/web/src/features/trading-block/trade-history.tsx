import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { sideInShort, type TradeSummary } from '@rinkside/domain';
import { Link } from 'react-router';
import { QueryBody, SectionCard } from '../leagues/components/section-card';
import { useTradeHistory, type TradeHistoryOf } from './api/get-trade-history';

/** '2026-11-02: BOS sends J. Doe (C); TOR sends 2027 2nd round'. */
function TradeLine({ leagueId, trade }: { leagueId: number; trade: TradeSummary }) {
  const day = (trade.completedAt ?? trade.createdAt).slice(0, 10);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {day}
      </Text>
      <Anchor component={Link} to={`/league/${leagueId}/trades/${trade.id}`} size="sm">
        {trade.sides.map((side) => `${side.team.abbrev} sends ${sideInShort(side)}`).join('; ')}
      </Anchor>
      {trade.status === 'reversed' && (
        <Badge size="sm" color="gray" variant="light">
          Reversed
        </Badge>
      )}
    </Group>
  );
}

/** "Trades": the done trades of a team or a player, newest first, each linking to its page. */
export function TradeHistory({ leagueId, of }: { leagueId: number; of: TradeHistoryOf }) {
  const history = useTradeHistory(leagueId, of);
  return (
    <SectionCard title="Trades">
      <QueryBody query={history} errorTitle="Failed to Load the Trades" rows={2}>
        {() =>
          history.data && history.data.length > 0 ? (
            <Stack gap={6}>
              {history.data.map((trade) => (
                <TradeLine key={trade.id} leagueId={leagueId} trade={trade} />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No trades yet
            </Text>
          )
        }
      </QueryBody>
    </SectionCard>
  );
}
