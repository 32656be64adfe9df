import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { formatCapHit, offerTermsProblem, type FreeAgent, type FreeAgentsResponse } from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMakeContractOffer } from '../api/free-agency';

interface OfferModalProps {
  leagueId: number;
  player: FreeAgent | null;
  market: FreeAgentsResponse;
  onClose: () => void;
}

/** The offer form: cap hit and seasons, checked as the server checks them, with the cap space it leaves. */
export function OfferModal({ leagueId, player, market, onClose }: OfferModalProps) {
  const team = market.myTeam;
  return (
    <Modal
      opened={player !== null && team !== null}
      onClose={onClose}
      title={player ? `Offer ${player.firstName} ${player.lastName} a contract` : 'Offer a contract'}
      centered
    >
      {player && team && (
        <OfferForm key={player.id} leagueId={leagueId} player={player} market={market} onClose={onClose} />
      )}
    </Modal>
  );
}

function OfferForm({ leagueId, player, market, onClose }: OfferModalProps & { player: FreeAgent }) {
  const team = market.myTeam;
  const offer = useMakeContractOffer(leagueId);
  const [capHit, setCapHit] = useState<number>(player.ask.capHit);
  const [years, setYears] = useState<number>(player.ask.years);
  if (!team) return null;
  const season = market.contractSeason;
  const reSigning = player.lastTeam?.id === team.id;
  const maxYears = reSigning ? season.maxYearsReSigning : season.maxYearsNewTeam;
  const problem = offerTermsProblem(
    { capHit, years },
    { minimumSalary: season.minimumSalary, maxCapHit: season.maxCapHit, maxYears },
  );
  const spaceAfter = team.capSpace - capHit;
  const name = `${player.firstName} ${player.lastName}`;
  const submit = () =>
    offer.mutate(
      { playerId: player.id, teamId: team.id, capHit, years },
      {
        onSuccess: () => {
          notifySuccess(`Your offer to ${name} stands until he decides.`, 'Offer made');
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error, 'The offer could not be made.'), 'Offer refused'),
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          He asks {formatCapHit(player.ask.capHit)} for {player.ask.years}{' '}
          {player.ask.years === 1 ? 'season' : 'seasons'}. Contracts signed now start in {season.startYear}-
          {String((season.startYear + 1) % 100).padStart(2, '0')}.
        </Text>
        <NumberInput
          label="Cap hit (per season)"
          value={capHit}
          onChange={(value) => setCapHit(typeof value === 'number' ? value : 0)}
          min={season.minimumSalary}
          max={season.maxCapHit}
          step={25_000}
          thousandSeparator=","
          prefix="$"
          allowDecimal={false}
          allowNegative={false}
        />
        <NumberInput
          label="Seasons"
          description={`1 to ${maxYears}${reSigning ? ' (his last team may offer the re-signing term)' : ''}`}
          value={years}
          onChange={(value) => setYears(typeof value === 'number' ? value : 0)}
          min={1}
          max={maxYears}
          allowDecimal={false}
          allowNegative={false}
        />
        <Text size="sm" c={spaceAfter < 0 ? 'red' : undefined}>
          Your cap space after: {spaceAfter < 0 ? `−${formatCapHit(-spaceAfter)}` : formatCapHit(spaceAfter)}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={problem !== null} loading={offer.isPending}>
            Make offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
