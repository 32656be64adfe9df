import { Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCapHit, type ContractOffer } from '@rinkside/domain';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContractOffers, useWithdrawContractOffer } from '../api/free-agency';
import { leagueDateTime, OFFER_STATE_LABELS } from '../free-agency-words';

function WithdrawButton({ leagueId, offer }: { leagueId: number; offer: ContractOffer }) {
  const withdraw = useWithdrawContractOffer(leagueId);
  const name = `${offer.player.firstName} ${offer.player.lastName}`;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={withdraw.isPending}
      aria-label={`Withdraw the offer to ${name}`}
      onClick={() =>
        withdraw.mutate(offer.id, {
          onSuccess: () => notifySuccess(`Your offer to ${name} is withdrawn.`, 'Offer withdrawn'),
          onError: (error) =>
            notifyError(errorMessage(error, 'The offer could not be withdrawn.'), 'Not withdrawn'),
        })
      }
    >
      Withdraw
    </Button>
  );
}

/** 'Your offers': open ones first with when he decides and Withdraw, then the decided with why. */
export function YourOffers({
  leagueId,
  timeZone,
  showTeam,
}: {
  leagueId: number;
  timeZone: string;
  showTeam: boolean;
}) {
  const offers = useContractOffers(leagueId, true);
  return (
    <Stack gap="xs">
      <Title order={2} fz={{ base: 18, sm: 20 }}>
        {showTeam ? 'Offers' : 'Your offers'}
      </Title>
      {offers.isPending ? (
        <Center py="md" role="status" aria-label="Loading your offers">
          <Loader size="sm" />
        </Center>
      ) : offers.isError ? (
        <QueryErrorAlert
          title="Unable to load offers"
          message={errorMessage(offers.error, 'Failed to load the offers.')}
          onRetry={() => void offers.refetch()}
          retrying={offers.isFetching}
        />
      ) : offers.data.offers.length === 0 ? (
        <Text c="dimmed" size="sm">
          No offers yet. Pick a free agent below and make him an offer.
        </Text>
      ) : (
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
                {offers.data.offers.map((offer) => {
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
                        {offer.state === 'open' && <WithdrawButton leagueId={leagueId} offer={offer} />}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
