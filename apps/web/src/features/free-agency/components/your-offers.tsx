import { Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCapHit, type ContractOffer } from '@rinkside/domain';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContractOffers, useWithdrawContractOffer } from '../api/free-agency';
import { leagueDateTime, OFFER_STATE_LABELS } from '../free-agency-words';

function WithdrawButton({
  leagueId,
  offer,
  ofTeam,
}: {
  leagueId: number;
  offer: ContractOffer;
  /** Name the offering team: the offer is another team's. */
  ofTeam: boolean;
}) {
  const withdraw = useWithdrawContractOffer(leagueId);
  const name = `${offer.player.firstName} ${offer.player.lastName}`;
  const whose = ofTeam ? `${offer.team.name}'s offer` : 'Your offer';
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={withdraw.isPending}
      aria-label={`Withdraw ${ofTeam ? `${offer.team.name}'s` : 'the'} offer to ${name}`}
      onClick={() =>
        withdraw.mutate(offer.id, {
          onSuccess: () => notifySuccess(`${whose} to ${name} is withdrawn.`, 'Offer withdrawn'),
          onError: (error) =>
            notifyError(errorMessage(error, 'The offer could not be withdrawn.'), 'Not withdrawn'),
        })
      }
    >
      Withdraw
    </Button>
  );
}

function OffersTable({
  leagueId,
  timeZone,
  offers,
  showTeam,
}: {
  leagueId: number;
  timeZone: string;
  offers: readonly ContractOffer[];
  showTeam: boolean;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              {showTeam && <Table.Th>Team</Table.Th>}
              <Table.Th ta="right">Cap hit</Table.Th>
              <Table.Th ta="right">Seasons</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Decides / decided</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => {
              const state = OFFER_STATE_LABELS[offer.state];
              return (
                <Table.Tr key={offer.id}>
                  <Table.Td>
                    {offer.player.firstName} {offer.player.lastName}{' '}
                    <Text span size="xs" c="dimmed">
                      {offer.player.position}
                    </Text>
                  </Table.Td>
                  {showTeam && <Table.Td>{offer.team.name}</Table.Td>}
                  <Table.Td ta="right">{formatCapHit(offer.capHit)}</Table.Td>
                  <Table.Td ta="right">{offer.years}</Table.Td>
                  <Table.Td>
                    <Badge color={state.color} variant="light">
                      {state.label}
                    </Badge>
                    {offer.reason && (
                      <Text size="xs" c="dimmed">
                        {offer.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{leagueDateTime(offer.decidedAt ?? offer.decideAt, timeZone)}</Table.Td>
                  <Table.Td>
                    {offer.state === 'open' && (
                      <WithdrawButton leagueId={leagueId} offer={offer} ofTeam={showTeam} />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/**
 * 'Your offers': the viewer's team's, open ones first with when he decides and Withdraw, then the decided
 * with why. A commissioner sees every other team's offers apart, under their teams' names.
 */
export function YourOffers({ leagueId, timeZone }: { leagueId: number; timeZone: string }) {
  const offers = useContractOffers(leagueId, true);
  if (offers.isPending)
    return (
      <Center py="md" role="status" aria-label="Loading offers">
        <Loader size="sm" />
      </Center>
    );
  if (offers.isError)
    return (
      <QueryErrorAlert
        title="Unable to load offers"
        message={errorMessage(offers.error, 'Failed to load the offers.')}
        onRetry={() => void offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  const { yourTeamId } = offers.data;
  const yours = offers.data.offers.filter((o) => o.team.id === yourTeamId);
  const others = offers.data.offers.filter((o) => o.team.id !== yourTeamId);
  return (
    <Stack gap="md">
      {yourTeamId !== null && (
        <Stack gap="xs">
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            Your offers
          </Title>
          {yours.length === 0 ? (
            <Text c="dimmed" size="sm">
              No offers yet. Pick a free agent below and make him an offer.
            </Text>
          ) : (
            <OffersTable leagueId={leagueId} timeZone={timeZone} offers={yours} showTeam={false} />
          )}
        </Stack>
      )}
      {(others.length > 0 || yourTeamId === null) && (
        <Stack gap="xs">
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {yourTeamId === null ? "Every team's offers" : "Other teams' offers"}
          </Title>
          {others.length === 0 ? (
            <Text c="dimmed" size="sm">
              No team has made an offer yet.
            </Text>
          ) : (
            <OffersTable leagueId={leagueId} timeZone={timeZone} offers={others} showTeam />
          )}
        </Stack>
      )}
    </Stack>
  );
}
