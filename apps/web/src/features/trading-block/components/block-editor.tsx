import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatCapHit, type TeamTradingBlock } from '@rinkside/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useTeam } from '../../../lib/queries/get-team';
import { useSaveTradingBlock } from '../api/save-trading-block';

const POSITION_ORDER = ['C', 'LW', 'RW', 'D', 'G'];

/** The GM's editor: tick players from the roster, a note each, what the team looks for, then save it all. */
export function BlockEditor({ leagueId, block }: { leagueId: number; block: TeamTradingBlock }) {
  const team = useTeam(leagueId, block.team.id);
  const save = useSaveTradingBlock(leagueId, block.team.id);
  // Listed players and their notes, in the order they were ticked.
  const [listed, setListed] = useState(() => new Map(block.entries.map((e) => [e.player.id, e.note ?? ''])));
  const [lookingFor, setLookingFor] = useState(block.lookingFor ?? '');
  // Players on the block as saved: the finder may look for a trade for them.
  const saved = new Set(block.entries.map((e) => e.player.id));
  const roster = useMemo(
    () =>
      (team.data?.players ?? [])
        .filter((p) => p.status !== 'prospect')
        .sort(
          (a, b) =>
            POSITION_ORDER.indexOf(a.position) - POSITION_ORDER.indexOf(b.position) || b.overall - a.overall,
        ),
    [team.data],
  );

  const toggle = (playerId: number, on: boolean) =>
    setListed((current) => {
      const next = new Map(current);
      if (on) next.set(playerId, '');
      else next.delete(playerId);
      return next;
    });
  const setNote = (playerId: number, note: string) =>
    setListed((current) => new Map(current).set(playerId, note));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        players: [...listed].map(([playerId, note]) => ({ playerId, ...(note.trim() ? { note } : {}) })),
        lookingFor,
      },
      {
        onSuccess: (saved) => {
          setListed(new Map(saved.entries.map((e) => [e.player.id, e.note ?? ''])));
          setLookingFor(saved.lookingFor ?? '');
          notifySuccess(
            saved.entries.length === 0
              ? 'Trading block saved: no player listed.'
              : `Trading block saved: ${saved.entries.length} player${saved.entries.length === 1 ? '' : 's'} listed.`,
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Edit the trading block" noValidate>
      <Stack gap="md">
        <Textarea
          label="Looking for"
          description="What you want in return: a position, prospects, picks, cap space…"
          placeholder="A top-four defenceman with term"
          value={lookingFor}
          onChange={(event) => setLookingFor(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Text size="sm" fw={600}>
          {listed.size === 0
            ? 'No player listed yet: tick the players you would move.'
            : `${listed.size} listed`}
        </Text>
        {team.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Unable to load the roster">
            {errorMessage(team.error, 'Failed to load the roster.')}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
            <Table.ScrollContainer minWidth={340}>
              <Table fz="sm" verticalSpacing={4} aria-label="Roster">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Player</Table.Th>
                    <Table.Th title="Position">Pos</Table.Th>
                    <Table.Th ta="right" title="Overall rating">
                      OVR
                    </Table.Th>
                    <Table.Th ta="right">Contract</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roster.map((player) => {
                    const name = `${player.firstName} ${player.lastName}`;
                    const note = listed.get(player.id);
                    const listedRow = note === undefined ? undefined : 'var(--mantine-primary-color-light)';
                    return (
                      <Fragment key={player.id}>
                        <Table.Tr bg={listedRow}>
                          <Table.Td>
                            <Checkbox
                              label={name}
                              aria-label={`List ${name}`}
                              checked={note !== undefined}
                              onChange={(event) => toggle(player.id, event.currentTarget.checked)}
                            />
                          </Table.Td>
                          <Table.Td>{player.position}</Table.Td>
                          <Table.Td ta="right">{player.overall}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {formatCapHit(player.contract.capHit)} × {player.contract.yearsLeft}
                          </Table.Td>
                        </Table.Tr>
                        {/* A row of its own under him, so the note has the table's width on a phone. */}
                        {note !== undefined && (
                          <Table.Tr bg={listedRow}>
                            <Table.Td colSpan={4} pt={0}>
                              <Group gap="xs" ml={30} wrap="nowrap">
                                <TextInput
                                  size="xs"
                                  maw={480}
                                  style={{ flex: 1 }}
                                  aria-label={`Note for ${name}`}
                                  placeholder="Note for other GMs (optional)"
                                  value={note}
                                  maxLength={200}
                                  onChange={(event) => setNote(player.id, event.currentTarget.value)}
                                />
                                {saved.has(player.id) && (
                                  <Button
                                    component={Link}
                                    to={`/league/${leagueId}/trades/find?player=${player.id}`}
                                    size="compact-xs"
                                    variant="default"
                                    aria-label={`Find a trade for ${name}`}
                                  >
                                    Find a trade
                                  </Button>
                                )}
                              </Group>
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="The trading block was not saved">
            {errorMessage(save.error, 'Failed to save the trading block.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save trading block
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
