import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useTrade } from './api/get-trade';
import { TradeBuilder } from './components/trade-builder';
import { LeagueLoadError, TradeScreenLoading } from './components/trade-screen-states';
import { TradingClosed } from './components/trading-closed';
import { builderStartFrom } from './builder-start';
import { counterSelection, emptySelection } from './trade-selection';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

function Heading({ counter }: { counter: boolean }) {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {counter ? 'Counter-proposal' : 'Propose a trade'}
      </Title>
      <Text size="sm" c="dimmed">
        Tick what each team gives. The panel below shows both teams&apos; cap and roster after the trade; you
        can send it once nothing is in the way.
      </Text>
    </div>
  );
}

/**
 * /league/{leagueId}/trades/new?with={teamId} or ?counter={tradeId}: the trade builder; a counter starts
 * from that trade turned round so the viewer's team is first, a finder's offer (router state) from it.
 */
export function TradeBuilderPage() {
  const { leagueId, data: league, isError, error, refetch } = useCurrentLeague();
  const [params] = useSearchParams();
  const counterId = idParam(params.get('counter'));
  const withId = idParam(params.get('with'));
  const countered = useTrade(leagueId, counterId ?? 0);
  const { state } = useLocation();

  if (isError) return <LeagueLoadError error={error} onRetry={() => void refetch()} />;
  if (!league || (counterId !== null && countered.isPending))
    return <TradeScreenLoading label="Loading the trade builder" />;
  const myTeamId = league.myTeamId;
  if (myTeamId === null || league.closed)
    return (
      <Stack gap="md">
        <Heading counter={counterId !== null} />
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Only a team's GM trades">
          {league.closed
            ? 'This league is closed: nothing changes in it any more.'
            : 'You do not run a team in this league, so you cannot propose trades.'}
        </Alert>
      </Stack>
    );

  if (counterId !== null) {
    if (countered.isError)
      return (
        <QueryErrorAlert
          title="Unable to load the trade to counter"
          message={errorMessage(countered.error, 'Failed to load the trade.')}
          onRetry={() => void countered.refetch()}
          retrying={countered.isFetching}
        />
      );
    const start = countered.data ? counterSelection(countered.data, myTeamId) : null;
    if (!countered.data?.actions.counter || !start)
      return (
        <Stack gap="md">
          <Heading counter />
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="This trade cannot be countered">
            Only the team a proposal was made to can counter it, while it is open.
          </Alert>
        </Stack>
      );
    return (
      <Stack gap="md">
        <Heading counter />
        <TradingClosed leagueId={leagueId} />
        <TradeBuilder
          key={`counter-${counterId}`}
          league={league}
          myTeamId={myTeamId}
          initialPartnerId={start.partnerId}
          initialSelection={start.selection}
          counterTo={counterId}
        />
      </Stack>
    );
  }

  const offered = builderStartFrom(state, myTeamId);
  const partnerId = offered?.partnerId ?? withId;
  const partner = league.teams.some((t) => t.id === partnerId && t.id !== myTeamId) ? partnerId : null;
  return (
    <Stack gap="md">
      <Heading counter={false} />
      <TradingClosed leagueId={leagueId} />
      <TradeBuilder
        key={`new-${partner ?? 0}-${offered ? 'offer' : 'blank'}`}
        league={league}
        myTeamId={myTeamId}
        initialPartnerId={partner}
        initialSelection={offered && partner !== null ? offered.selection : emptySelection()}
        counterTo={null}
      />
    </Stack>
  );
}
