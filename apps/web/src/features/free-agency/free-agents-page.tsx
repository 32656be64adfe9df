import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { FreeAgent } from '@rinkside/domain';
import { useState } from 'react';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useFreeAgents } from './api/free-agency';
import { FreeAgentsTable } from './components/free-agents-table';
import { OfferModal } from './components/offer-modal';
import { YourOffers } from './components/your-offers';
import { CapLine } from './components/cap-line';
import { stageWords } from './free-agency-words';

/**
 * /league/{leagueId}/free-agents: where free agency stands, the free agents with what they ask, a GM's
 * offers with Withdraw, and the offer form (docs/decisions/045).
 */
export function FreeAgentsPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const market = useFreeAgents(leagueId);
  const timeZone = useLeagueTimeZone(leagueId) ?? 'UTC';
  const [offering, setOffering] = useState<FreeAgent | null>(null);
  const isCommissioner = league?.isCommissioner ?? false;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Free Agents
        </Title>
        <Text size="sm" c="dimmed">
          Players without a contract. Make an offer: it stands until the player decides, and he picks by
          money, term, the team&apos;s quality, his role and where he&apos;d like to play.
        </Text>
      </div>
      {market.isPending ? (
        <Center py="xl" role="status" aria-label="Loading free agents">
          <Loader />
        </Center>
      ) : market.isError ? (
        <QueryErrorAlert
          title="Unable to load free agents"
          message={errorMessage(market.error, 'Failed to load the free agents.')}
          onRetry={() => void market.refetch()}
          retrying={market.isFetching}
        />
      ) : (
        <>
          <Alert variant="light" color="blue" title={stageWords(market.data.stage, timeZone).title}>
            <Text size="sm">{stageWords(market.data.stage, timeZone).text}</Text>
            {market.data.myTeam && <CapLine market={market.data} leagueId={leagueId} />}
          </Alert>
          {(market.data.myTeam || isCommissioner) && <YourOffers leagueId={leagueId} timeZone={timeZone} />}
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            Available
          </Title>
          <FreeAgentsTable
            leagueId={leagueId}
            players={market.data.players}
            onOffer={market.data.myTeam ? setOffering : null}
          />
          <OfferModal
            leagueId={leagueId}
            player={offering}
            market={market.data}
            onClose={() => setOffering(null)}
          />
        </>
      )}
    </Stack>
  );
}
