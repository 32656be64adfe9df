import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { OPEN_TRADE_STATUSES, type TradeListQuery, type TradeSummary } from '@rinkside/domain';
import { IconSearch, IconTransfer } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentLeague } from '../../lib/league-query';
import { useTrades } from './api/get-trades';
import { TradeRows, TradesLoaded, type TradeListContext } from './components/trade-list';
import { waitsFor } from './components/trade-row';

type View = 'mine' | 'open' | 'done' | 'all';

const VIEW_QUERIES: Record<Exclude<View, 'mine'>, TradeListQuery> = {
  open: { status: 'open' },
  done: { status: 'done' },
  all: {},
};

const isOpen = (t: TradeSummary) => (OPEN_TRADE_STATUSES as readonly string[]).includes(t.status);
// SPEC-free choice: enough ended trades to see how recent talks went without a long page.
const RECENT_ENDED = 15;

/** The viewer's team's trades: open ones (those waiting for him first), then recent ended ones. */
function YourTrades({ context, myTeamId }: { context: TradeListContext; myTeamId: number }) {
  const query = useTrades(context.leagueId, { teamId: myTeamId });
  return (
    <TradesLoaded query={query}>
      {({ trades }) => {
        const open = trades.filter(isOpen);
        const incoming = open.filter((t) => waitsFor(t, myTeamId));
        const rest = open.filter((t) => !waitsFor(t, myTeamId));
        return (
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="open-trades">
              <Title order={2} fz={{ base: 18, sm: 20 }} id="open-trades">
                Open
              </Title>
              <TradeRows
                trades={[...incoming, ...rest]}
                context={context}
                empty="No open proposals. Propose a trade to another team to start talking."
              />
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="ended-trades">
              <Title order={2} fz={{ base: 18, sm: 20 }} id="ended-trades">
                Recent
              </Title>
              <TradeRows
                trades={trades.filter((t) => !isOpen(t)).slice(0, RECENT_ENDED)}
                context={context}
                empty="No trades have ended yet."
              />
            </Stack>
          </Stack>
        );
      }}
    </TradesLoaded>
  );
}

function LeagueTrades({ context, view }: { context: TradeListContext; view: Exclude<View, 'mine'> }) {
  const query = useTrades(context.leagueId, VIEW_QUERIES[view]);
  return (
    <TradesLoaded query={query}>
      {({ trades }) => (
        <TradeRows
          trades={trades}
          context={context}
          empty={view === 'open' ? 'No trades are pending in the league.' : 'No trades yet in this league.'}
        />
      )}
    </TradesLoaded>
  );
}

/**
 * /league/{leagueId}/trades: a GM's proposals (those waiting for him first) and recent ended ones; the
 * commissioner's view of every pending and completed trade; the league's completed trades for everyone.
 */
export function TradesPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const myTeamId = league?.myTeamId ?? null;
  const isCommissioner = league?.isCommissioner ?? false;
  const views: { value: View; label: string }[] = [
    ...(myTeamId !== null ? [{ value: 'mine' as const, label: 'Your trades' }] : []),
    ...(isCommissioner ? [{ value: 'open' as const, label: 'Open' }] : []),
    { value: 'done', label: 'Completed' },
    ...(isCommissioner ? [{ value: 'all' as const, label: 'All' }] : []),
  ];
  const [chosen, setView] = useState<View | null>(null);
  const view = chosen ?? views[0]?.value ?? 'done';
  const context: TradeListContext = {
    leagueId,
    myTeamId,
    leagueTeams: league?.teams ?? [],
    logoBaseUrl: league?.logoBaseUrl ?? null,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Trades
          </Title>
          <Text size="sm" c="dimmed">
            Proposals between teams: players, picks and retained salary. A proposal waits for the other
            GM&apos;s answer until it expires.
          </Text>
        </div>
        {myTeamId !== null && !league?.closed && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/league/${leagueId}/trades/find`}
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              Find a trade
            </Button>
            <Button
              component={Link}
              to={`/league/${leagueId}/trades/new`}
              leftSection={<IconTransfer size={16} aria-hidden />}
            >
              Propose a trade
            </Button>
          </Group>
        )}
      </Group>
      {views.length > 1 && (
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as View)}
          data={views}
          aria-label="Which trades"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {view === 'mine' && myTeamId !== null ? (
        <YourTrades context={context} myTeamId={myTeamId} />
      ) : (
        <LeagueTrades context={context} view={view === 'mine' ? 'done' : view} />
      )}
    </Stack>
  );
}
