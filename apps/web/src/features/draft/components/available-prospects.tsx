import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { DraftProspect } from '@rinkside/domain';
import { IconListCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMakeDraftPick } from '../api/make-draft-pick';
import { projectedText } from '../draft-words';
import { ConfirmDialog } from './confirm-dialog';
import { ProspectLink } from './prospect-link';

interface AvailableProspectsProps {
  leagueId: number;
  /** Not yet drafted, best rank first. */
  prospects: readonly DraftProspect[];
  /** The viewer's team is on the clock (or the commissioner may pick for it). */
  canPick: boolean;
  /** The viewer is a GM: he may queue prospects. */
  queued: readonly number[] | null;
  onQueue: (playerId: number) => void;
}

/** The prospects still in the class, with Draft (when the viewer is on the clock) and Queue. */
export function AvailableProspects({
  leagueId,
  prospects,
  canPick,
  queued,
  onQueue,
}: AvailableProspectsProps) {
  const pick = useMakeDraftPick(leagueId);
  const [choosing, setChoosing] = useState<DraftProspect | null>(null);
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = words ? prospects.filter((p) => p.name.toLowerCase().includes(words)) : prospects;

  const confirm = () => {
    if (!choosing) return;
    const chosen = choosing;
    pick.mutate(chosen.id, {
      onSuccess: () => notifySuccess(`You drafted ${chosen.name}.`, 'Pick made'),
      onError: (error) => notifyError(errorMessage(error, 'The pick did not go through. Try again.')),
      onSettled: () => setChoosing(null),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="available-prospects">
      <Title order={2} fz={{ base: 18, sm: 20 }} id="available-prospects">
        Available ({prospects.length})
      </Title>
      <TextInput
        size="xs"
        maw={280}
        placeholder="Find a prospect"
        aria-label="Find a prospect"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={340} mah={560}>
          <Table striped stickyHeader verticalSpacing={6} data-testid="available-prospects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>Rank</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="xl">Pos</Table.Th>
                <Table.Th visibleFrom="xl">Age</Table.Th>
                <Table.Th visibleFrom="xl">Country</Table.Th>
                <Table.Th visibleFrom="sm">Projected</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      {prospects.length === 0
                        ? 'Every prospect has been drafted.'
                        : 'No prospect by that name.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {shown.map((p) => {
                const inQueue = queued?.includes(p.id) ?? false;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.rank}</Table.Td>
                    <Table.Td>
                      <ProspectLink leagueId={leagueId} id={p.id} name={p.name} />
                      <Text size="xs" c="dimmed" hiddenFrom="xl">
                        {p.position} · {p.age} · {p.country}
                        <Text span inherit hiddenFrom="sm">
                          {' · '}
                          {projectedText(p.projected)}
                        </Text>
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2} title={p.scoutingNote} maw={360}>
                        {p.scoutingNote}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="xl">{p.position}</Table.Td>
                    <Table.Td visibleFrom="xl">{p.age}</Table.Td>
                    <Table.Td visibleFrom="xl">{p.country}</Table.Td>
                    <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                      {projectedText(p.projected)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {queued !== null && (
                          <Tooltip label={inQueue ? 'In your queue' : 'Add to your queue'}>
                            <ActionIcon
                              variant={inQueue ? 'filled' : 'default'}
                              size="input-xs"
                              aria-label={inQueue ? `${p.name} is in your queue` : `Queue ${p.name}`}
                              disabled={inQueue}
                              onClick={() => onQueue(p.id)}
                            >
                              <IconListCheck size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Button
                          size="xs"
                          disabled={!canPick}
                          onClick={() => setChoosing(p)}
                          aria-label={`Draft ${p.name}`}
                        >
                          Draft
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ConfirmDialog
        title={choosing ? `Draft ${choosing.name}?` : 'Draft'}
        opened={choosing !== null}
        busy={pick.isPending}
        confirmLabel="Draft"
        onCancel={() => setChoosing(null)}
        onConfirm={confirm}
      >
        {choosing &&
          `${choosing.position}, ${choosing.age}, ${choosing.country}; scouts' rank ${choosing.rank}, projected ${projectedText(choosing.projected)}. The pick cannot be taken back.`}
      </ConfirmDialog>
    </Stack>
  );
}
