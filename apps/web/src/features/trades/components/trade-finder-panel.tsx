import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TradeFinderPackage, TradeProposalRequest } from '@rinkside/domain';
import { IconBulb, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { useTradeFinder } from '../api/find-trades';
import { tradeKey } from '../trade-selection';
import { FinderAnswer } from './finder-answer';

function Asking({ partner }: { partner: string }) {
  return (
    <Stack gap={6} role="status" aria-label={`Asking ${partner}’s value model`}>
      <Skeleton height={14} width="60%" />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

/**
 * "What would make this work?": asks the partner's value model for the smallest additions that make the
 * trade in the builder acceptable, and lists them; "Add to trade" hands one to the builder. An answer is
 * shown only while the trade is the one it was asked for.
 */
export function TradeFinderPanel({
  leagueId,
  myTeamId,
  partner,
  teams,
  onAdd,
}: {
  leagueId: number;
  myTeamId: number;
  /** The team traded with, null before one is chosen. */
  partner: string | null;
  /** The trade in the builder; null when there is none to ask about (no partner, nothing ticked). */
  teams: TradeProposalRequest['teams'] | null;
  onAdd: (pkg: TradeFinderPackage) => void;
}) {
  const finder = useTradeFinder(leagueId);
  // The trade a package was added to, to say so while the builder holds it.
  const [added, setAdded] = useState<string | null>(null);
  const current = teams === null ? null : tradeKey(teams);
  const asked = finder.variables ? tradeKey(finder.variables.teams) : null;
  const fresh = asked !== null && asked === current;
  const name = partner ?? 'the other team';
  const justAdded = added !== null && added === current;
  // "Add to trade" goes with the list it was in: the keyboard's focus moves to the words that replace it.
  const addedNote = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAdded) addedNote.current?.focus();
  }, [justAdded]);

  const ask = () => {
    if (teams === null) return;
    setAdded(null);
    finder.mutate({ teams, ask: 'balance' });
  };
  const add = (pkg: TradeFinderPackage) => {
    setAdded(tradeKey(pkg.teams));
    onAdd(pkg);
  };

  let body = null;
  if (justAdded)
    body = (
      <Alert
        ref={addedNote}
        tabIndex={-1}
        color="green"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title="Added to the trade"
      >
        The preview below shows the trade with it. Send it when you are ready.
      </Alert>
    );
  else if (finder.isPending) body = <Asking partner={name} />;
  else if (asked !== null && !fresh)
    body = (
      <Text size="sm" c="dimmed">
        The trade has changed since you asked. Ask again to see what would make it work.
      </Text>
    );
  else if (finder.isError)
    body = (
      <QueryErrorAlert
        title="Unable to find what would make it work"
        message={errorMessage(finder.error, 'The trade finder did not answer. Try again in a moment.')}
        onRetry={ask}
      />
    );
  else if (finder.data)
    body = <FinderAnswer answer={finder.data} partner={name} myTeamId={myTeamId} onAdd={add} />;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="trade-finder">
      <Group justify="space-between" align="flex-start" gap="sm" mb={body ? 'sm' : 0}>
        <div style={{ flex: '1 1 16rem' }}>
          <Title order={2} fz="md" id="trade-finder">
            Trade finder
          </Title>
          <Text size="sm" c="dimmed">
            {partner === null
              ? 'Choose a team and tick what you would trade; the finder suggests what would make it work.'
              : `The value model that answers for ${partner} suggests the smallest additions, from either side, that it would accept.`}
          </Text>
        </div>
        <Button
          variant="light"
          onClick={ask}
          loading={finder.isPending}
          disabled={teams === null}
          leftSection={<IconBulb size={16} aria-hidden />}
        >
          What would make this work?
        </Button>
      </Group>
      <div aria-live="polite">{body}</div>
    </Paper>
  );
}
