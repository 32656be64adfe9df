import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { DraftResponse, DraftSlot } from '@rinkside/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PICK_SOURCE_LABELS } from '../draft-words';

function HowCell({ slot }: { slot: DraftSlot }) {
  if (!slot.source) return null;
  const auto = slot.source === 'queue' || slot.source === 'best_available';
  return (
    <Badge size="xs" variant={auto ? 'outline' : 'light'} color={auto ? 'orange' : 'gray'}>
      {PICK_SOURCE_LABELS[slot.source]}
    </Badge>
  );
}

/** The order of picks, one round at a time (the round on the clock first shown), each made pick's player and how. */
export function DraftBoard({
  draft,
  leagueId,
  onUndo,
}: {
  draft: DraftResponse;
  leagueId: number;
  /** The commissioner's undo of a made pick (and the picks after it); absent: no undo buttons. */
  onUndo?: (slot: DraftSlot) => void;
}) {
  const rounds = [...new Set(draft.order.map((s) => s.round))].sort((a, b) => a - b);
  const clockRound = draft.order.find((s) => s.overall === draft.onClock?.overall)?.round ?? rounds[0] ?? 1;
  const [chosen, setRound] = useState<number | null>(null);
  const round = chosen ?? clockRound;
  const slots = draft.order.filter((s) => s.round === round);
  if (rounds.length === 0) return null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="draft-board">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="draft-board">
          Board
        </Title>
        <SegmentedControl
          size="xs"
          value={String(round)}
          onChange={(v) => setRound(Number(v))}
          data={rounds.map((r) => ({ value: String(r), label: `R${r}` }))}
          aria-label="Round"
        />
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={6} data-testid="draft-board">
            <Table.Caption>Round {round} picks</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>Player</Table.Th>
                <Table.Th>How</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slots.map((slot) => {
                const onClock = draft.onClock?.overall === slot.overall;
                return (
                  <Table.Tr key={slot.overall} bg={onClock ? 'var(--mantine-color-green-light)' : undefined}>
                    <Table.Td>{slot.overall}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {slot.ownerTeam.abbreviation}
                      </Text>
                      {slot.originalTeam.id !== slot.ownerTeam.id && (
                        <Text size="xs" c="dimmed">
                          via {slot.originalTeam.abbreviation}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {slot.player ? (
                        <>
                          <Anchor
                            component={Link}
                            to={`/league/${leagueId}/player/${slot.player.id}`}
                            size="sm"
                          >
                            {slot.player.name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {slot.player.position} · {slot.player.country}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {onClock ? 'On the clock' : '—'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <HowCell slot={slot} />
                        {onUndo && slot.player && (
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red"
                            aria-label={`Take back pick ${String(slot.overall)}`}
                            onClick={() => onUndo(slot)}
                          >
                            <IconArrowBackUp size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
