import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  formatCapHit,
  offerTermsProblem,
  type ContractTerms,
  type ReSigningOfferResponse,
  type ReSigningPlayer,
  type ReSigningResponse,
} from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useReSigningOffer } from '../api/re-signing';

const seasons = (years: number) => `${years} ${years === 1 ? 'season' : 'seasons'}`;

/** What is wrong with an offer by the league's rules (the server applies the same rule), or null. */
const offerProblem = (terms: ContractTerms, list: ReSigningResponse): string | null =>
  offerTermsProblem(terms, { ...list.nextSeason, maxYears: list.maxYears });

function Answer({
  answer,
  onAcceptCounter,
  pending,
}: {
  answer: ReSigningOfferResponse;
  onAcceptCounter: (counter: ContractTerms) => void;
  pending: boolean;
}) {
  const color = { accepted: 'green', countered: 'yellow', refused: 'red' }[answer.outcome];
  const title = { accepted: 'Signed', countered: 'Counter-offer', refused: 'Talks broken off' }[
    answer.outcome
  ];
  return (
    <Alert color={color} title={title} role="status">
      <Stack gap="xs">
        <Text size="sm">{answer.message}</Text>
        {answer.outcome === 'countered' && answer.counter && (
          <Group>
            <Button
              size="xs"
              loading={pending}
              onClick={() => answer.counter && onAcceptCounter(answer.counter)}
            >
              Accept counter ({seasons(answer.counter.years)} at {formatCapHit(answer.counter.capHit)})
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** Cap hit and term for one expiring player, with next season's cap space after it and his answer inline. */
export function OfferForm({
  leagueId,
  teamId,
  player,
  list,
}: {
  leagueId: number;
  teamId: number;
  player: ReSigningPlayer;
  list: ReSigningResponse;
}) {
  const start = player.counter ?? player.ask ?? { capHit: list.nextSeason.minimumSalary, years: 1 };
  const [capHit, setCapHit] = useState<number>(start.capHit);
  const [years, setYears] = useState<number>(start.years);
  const [answer, setAnswer] = useState<ReSigningOfferResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const offer = useReSigningOffer(leagueId, teamId);
  const name = `${player.firstName} ${player.lastName}`;
  const problem = offerProblem({ capHit, years }, list);
  const space = list.nextSeason.upperLimit - list.nextSeason.committed - capHit;

  const send = (terms: ContractTerms) => {
    setError(null);
    offer.mutate(
      { playerId: player.id, ...terms },
      {
        onSuccess: setAnswer,
        onError: (e) => setError(errorMessage(e, 'The offer could not be made.')),
      },
    );
  };

  return (
    <Stack gap="xs" py={4}>
      {answer?.outcome !== 'accepted' && answer?.outcome !== 'refused' && (
        <form
          aria-label={`Offer to ${name}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) send({ capHit, years });
          }}
        >
          <Group align="end" gap="sm" wrap="wrap">
            <NumberInput
              label="Cap hit"
              prefix="$"
              thousandSeparator=","
              step={25_000}
              min={0}
              value={capHit}
              onChange={(value) => setCapHit(typeof value === 'number' ? value : 0)}
              w={160}
              size="sm"
            />
            <NumberInput
              label="Seasons"
              min={1}
              max={list.maxYears}
              value={years}
              onChange={(value) => setYears(typeof value === 'number' ? value : 0)}
              w={100}
              size="sm"
            />
            <Button type="submit" size="sm" loading={offer.isPending} disabled={problem !== null}>
              Make offer
            </Button>
          </Group>
          <Text size="xs" c={problem ? 'red' : space < 0 ? 'red' : 'dimmed'} mt={4} aria-live="polite">
            {problem ??
              (space < 0
                ? `${formatCapHit(-space)} over next season's cap of ${formatCapHit(list.nextSeason.upperLimit)}`
                : `Next season's cap space after it: ${formatCapHit(space)}`)}
          </Text>
        </form>
      )}
      {error && (
        <Alert color="red" title="Offer refused" role="alert">
          {error}
        </Alert>
      )}
      {answer && <Answer answer={answer} onAcceptCounter={send} pending={offer.isPending} />}
    </Stack>
  );
}
