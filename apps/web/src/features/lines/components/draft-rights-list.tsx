import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCapHit, type DraftRights } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSignEntryLevel } from '../api/sign-entry-level';

const yearsText = (years: number) => `${String(years)} year${years === 1 ? '' : 's'}`;

/**
 * The team's drafted players it holds the rights to, unsigned: when they were drafted, when the rights
 * end, and (for the team's GM or the commissioner) "Sign entry-level contract" at the cap hit shown.
 */
export function DraftRightsList({
  leagueId,
  rights,
  canSign,
  playerHref,
}: {
  leagueId: number;
  rights: UseQueryResult<DraftRights[]>;
  canSign: boolean;
  playerHref: (id: number) => string;
}) {
  const sign = useSignEntryLevel(leagueId);
  const [asking, setAsking] = useState<DraftRights | null>(null);
  if (rights.isError)
    return (
      <Alert color="red" title="Failed to load the drafted players" mb="md">
        {errorMessage(rights.error, 'Failed to load the drafted players')}
      </Alert>
    );
  if (!rights.data || rights.data.length === 0) return null;

  const confirm = () => {
    if (!asking) return;
    const player = asking;
    sign.mutate(player.playerId, {
      onSuccess: (signed) =>
        notifySuccess(
          `${player.name} signed for ${yearsText(signed.years)} at ${formatCapHit(signed.capHit)} a year.`,
          'Entry-level contract',
        ),
      onError: (error) => notifyError(errorMessage(error, 'The contract was not signed. Try again.')),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Stack gap="xs" mb="lg" component="section" aria-labelledby="draft-rights">
      <Title order={3} fz={16} id="draft-rights">
        Drafted, unsigned ({rights.data.length})
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="draft-rights">
        {rights.data.map((r) => (
          <Paper key={r.playerId} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={playerHref(r.playerId)} fw={700} truncate="end">
                {r.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {r.position} · {r.age}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {r.draft.year} draft, round {r.draft.round} (#{r.draft.overall}) · OVR {r.overall} · rights
              through the {r.rightsEndYear} draft
            </Text>
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm">
                ELC: {formatCapHit(r.entryLevel.capHit)} × {yearsText(r.entryLevel.years)}
              </Text>
              {canSign && (
                <Button size="xs" variant="light" onClick={() => setAsking(r)}>
                  Sign entry-level contract
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `Sign ${asking.name}?` : 'Sign'}
        centered
      >
        {asking && (
          <Text size="sm" mb="md">
            An entry-level contract of {yearsText(asking.entryLevel.years)} at{' '}
            {formatCapHit(asking.entryLevel.capHit)} a year. He counts toward the 50-contract limit and plays
            in the minors until called up.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button loading={sign.isPending} onClick={confirm}>
            Sign contract
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
