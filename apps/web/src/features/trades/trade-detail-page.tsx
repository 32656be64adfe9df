import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { LeagueTime } from '../../components/league-time';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiRequestError, errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useTrade } from './api/get-trade';
import { TradeActions } from './components/trade-actions';
import { TradeBoardLinks } from './components/trade-board-links';
import { TradeFairness } from './components/trade-fairness';
import { TradeSideAssets } from './components/trade-side-assets';
import { TradeStatusBadge } from './components/trade-status-badge';
import { TradeThread } from './components/trade-thread';
import { timeLeftWords, tradeClock, waitingWords } from './trade-words';
import { useLeagueNow } from './use-now';

const BackLink = ({ leagueId }: { leagueId: number }) => (
  <Button
    component={Link}
    to={`/league/${leagueId}/trades`}
    variant="subtle"
    size="compact-sm"
    leftSection={<IconArrowLeft size={14} aria-hidden />}
    style={{ alignSelf: 'flex-start' }}
  >
    All trades
  </Button>
);

/**
 * /league/{leagueId}/trades/{tradeId}: both sides, where the trade stands and why, its clock, the thread,
 * and the answers the viewer may give; the commissioner also sees the value model's verdict.
 */
export function TradeDetailPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const tradeId = Number(useParams().tradeId);
  const trade = useTrade(leagueId, Number.isInteger(tradeId) ? tradeId : 0);
  const timeZone = useLeagueTimeZone(leagueId) ?? 'UTC';
  const now = useLeagueNow(leagueId);

  if (
    !Number.isInteger(tradeId) ||
    tradeId <= 0 ||
    (trade.error instanceof ApiRequestError && trade.error.status === 404)
  )
    return (
      <Stack gap="md">
        <BackLink leagueId={leagueId} />
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Trade not found">
          There is no such trade in this league, or it is not yours to see.
        </Alert>
      </Stack>
    );
  if (trade.isPending)
    return (
      <Center py="xl" role="status" aria-label="Loading the trade">
        <Loader />
      </Center>
    );
  if (trade.isError)
    return (
      <QueryErrorAlert
        title="Unable to load the trade"
        message={errorMessage(trade.error, 'Failed to load the trade.')}
        onRetry={() => void trade.refetch()}
        retrying={trade.isFetching}
      />
    );

  const t = trade.data;
  const clock = tradeClock(t);
  const [first, second] = t.sides;
  return (
    <Stack gap="md">
      <BackLink leagueId={leagueId} />
      <div>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {first && second ? `${first.team.name} – ${second.team.name}` : 'Trade'}
        </Title>
        <Group gap="xs" mt={6}>
          <TradeStatusBadge status={t.status} />
          {clock && (
            <Text size="sm" c="dimmed">
              {clock.label} {timeLeftWords(now, clock.endsAt)} ·{' '}
              <LeagueTime at={clock.endsAt} timeZone={timeZone} style="dateTime" />
            </Text>
          )}
          {t.status === 'expired' && t.expiresAt && (
            <Text size="sm" c="dimmed">
              Expired <LeagueTime at={t.expiresAt} timeZone={timeZone} style="dateTime" />
            </Text>
          )}
          {t.status === 'in_review' && t.vetoVotesNeeded > 0 && (
            <Text size="sm" c="dimmed">
              · Veto votes {t.vetoVotes} of {t.vetoVotesNeeded}
            </Text>
          )}
        </Group>
        {(t.statusReason ?? waitingWords(t)) && (
          <Text size="sm" mt={6}>
            {t.statusReason ?? (t.actions.accept ? 'Waiting for your answer.' : waitingWords(t))}
          </Text>
        )}
        {(t.parentId !== null || t.counterId !== null) && (
          <Group gap="md" mt={6}>
            {t.parentId !== null && (
              <Text size="sm" component={Link} to={`/league/${leagueId}/trades/${t.parentId}`} c="blue">
                The proposal this counters
              </Text>
            )}
            {t.counterId !== null && (
              <Text size="sm" component={Link} to={`/league/${leagueId}/trades/${t.counterId}`} c="blue">
                The counter-proposal
              </Text>
            )}
          </Group>
        )}
      </div>
      {t.fairness && <TradeFairness fairness={t.fairness} />}
      {t.note && !t.thread.some((e) => e.text === t.note) && (
        <Paper withBorder radius="md" p="sm" aria-label="Note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            “{t.note}”
          </Text>
        </Paper>
      )}
      <TradeActions leagueId={leagueId} trade={t} />
      <TradeBoardLinks leagueId={leagueId} trade={t} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {t.sides.map((side) => (
          <TradeSideAssets
            key={side.team.id}
            leagueId={leagueId}
            side={side}
            leagueTeams={league?.teams ?? []}
            logoBaseUrl={league?.logoBaseUrl ?? null}
          />
        ))}
      </SimpleGrid>
      <TradeThread thread={t.thread} timeZone={timeZone} />
    </Stack>
  );
}
