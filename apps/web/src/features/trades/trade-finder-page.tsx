import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TradeFinderPackage, TradeFinderRequest } from '@rinkside/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { notifySuccess } from '../../lib/notify';
import { useTeam } from '../../lib/queries/get-team';
import { useTradeFinder } from './api/find-trades';
import { useSendTrade } from './api/propose-trade';
import { FindTradeForm, type FindTradeAsk } from './components/find-trade-form';
import { TradeOffers } from './components/trade-offers';
import { LeagueLoadError, TradeScreenLoading } from './components/trade-screen-states';
import { TradingClosed } from './components/trading-closed';

function Heading() {
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Find a trade
      </Title>
      <Text size="sm" c="dimmed">
        Name a player you would move, or what your team needs, and see the deals AI teams would accept.
      </Text>
    </div>
  );
}

/** The finder's question for "Find a trade": the GM's team gives the player, if one is named. */
function offersRequest(myTeamId: number, { playerId, need }: FindTradeAsk): TradeFinderRequest {
  return {
    teams: [
      {
        teamId: myTeamId,
        gives: { playerIds: playerId === null ? [] : [playerId], pickIds: [], retained: [] },
      },
    ],
    ask: 'offers',
    ...(playerId === null ? {} : { playerId }),
    ...(need === null ? {} : { need }),
  };
}

/** /league/{leagueId}/trades/find?player={playerId}: offers AI teams would accept for a player or a need. */
export function TradeFinderPage() {
  const { leagueId, data: league, isError, error, refetch } = useCurrentLeague();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const myTeamId = league?.myTeamId ?? null;
  const team = useTeam(leagueId, myTeamId ?? 0);
  const finder = useTradeFinder(leagueId);
  const send = useSendTrade(leagueId, null);
  const [proposing, setProposing] = useState<number | null>(null);
  const named = Number(params.get('player'));
  const listed = team.data?.players.find((p) => p.id === named)?.id ?? null;

  // Come from the trading block with a player: ask at once.
  const askedForListed = useRef(false);
  useEffect(() => {
    if (listed === null || myTeamId === null || askedForListed.current) return;
    askedForListed.current = true;
    finder.mutate(offersRequest(myTeamId, { playerId: listed, need: null }));
  }, [listed, myTeamId, finder]);

  if (isError) return <LeagueLoadError error={error} onRetry={() => void refetch()} />;
  if (!league || (myTeamId !== null && team.isPending))
    return <TradeScreenLoading label="Loading the trade finder" />;
  if (myTeamId === null || league.closed)
    return (
      <Stack gap="md">
        <Heading />
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Only a team's GM trades">
          {league.closed
            ? 'This league is closed: nothing changes in it any more.'
            : 'You do not run a team in this league, so you cannot look for trades.'}
        </Alert>
      </Stack>
    );

  const find = (ask: FindTradeAsk) => finder.mutate(offersRequest(myTeamId, ask));
  const propose = (pkg: TradeFinderPackage, rank: number) => {
    setProposing(rank);
    send.mutate(
      { teams: pkg.teams },
      {
        onSuccess: (trade) => {
          notifySuccess('Your proposal is sent.', 'Trade sent');
          void navigate(`/league/${leagueId}/trades/${trade.id}`);
        },
        onSettled: () => setProposing(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Heading />
      <TradingClosed leagueId={leagueId} />
      {team.isError ? (
        <QueryErrorAlert
          title="Unable to load your roster"
          message={errorMessage(team.error, 'Failed to load your roster.')}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <FindTradeForm
            key={listed ?? 0}
            roster={team.data?.players ?? []}
            initialPlayerId={listed}
            asking={finder.isPending}
            onFind={find}
          />
        </Paper>
      )}
      {send.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The trade was not sent">
          {errorMessage(send.error, 'The trade could not be sent. Try again in a moment.')}
        </Alert>
      )}
      <div aria-live="polite">
        {finder.isPending ? (
          <Stack gap="xs" role="status" aria-label="Looking for offers">
            <Skeleton height={22} width="40%" />
            <Skeleton height={88} />
            <Skeleton height={88} />
          </Stack>
        ) : finder.isError ? (
          <QueryErrorAlert
            title="Unable to find offers"
            message={errorMessage(finder.error, 'The trade finder did not answer. Try again in a moment.')}
            onRetry={() => finder.variables && finder.mutate(finder.variables)}
          />
        ) : finder.data ? (
          <TradeOffers
            leagueId={leagueId}
            myTeamId={myTeamId}
            answer={finder.data}
            proposing={proposing}
            onPropose={propose}
          />
        ) : null}
      </div>
    </Stack>
  );
}
