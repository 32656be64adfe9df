import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import {
  buyoutOf,
  formatCapHit,
  movesFor,
  ROSTER_MOVE_LABELS,
  type CapSheetPlayer,
  type RosterMove,
} from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRosterMove } from '../api/roster-move';

/** What a move that needs a second look will do, in words; null for moves made at once. */
function consequence(player: CapSheetPlayer, move: RosterMove): string | null {
  const name = `${player.firstName} ${player.lastName}`;
  const waivers = `${name} is not exempt from waivers: for 24 hours any other team may claim him, contract and all.`;
  if (move === 'sendDown' && !player.waiverExempt) return `${waivers} If nobody does, he goes to the minors.`;
  if (move !== 'release') return null;
  const buyout = buyoutOf(player, player.age);
  const cost = `Buying him out costs ${formatCapHit(buyout.totalCost)}: ${formatCapHit(buyout.capChargePerSeason)} a season against the cap for ${buyout.seasons} seasons.`;
  return player.waiverExempt ? cost : `${waivers} If nobody does, he is bought out. ${cost}`;
}

/** A player's roster moves on the Edit Roster page: a menu, and a confirmation for the costly ones. */
export function RosterMoveMenu({
  leagueId,
  teamId,
  player,
}: {
  leagueId: number;
  teamId: number;
  player: CapSheetPlayer;
}) {
  const mutation = useRosterMove(leagueId, teamId);
  const [confirming, setConfirming] = useState<RosterMove | null>(null);
  const name = `${player.firstName} ${player.lastName}`;
  if (player.waiverId !== null)
    return (
      <Text size="xs" c="dimmed">
        On waivers
      </Text>
    );

  const run = (move: RosterMove) =>
    mutation.mutate(
      { playerId: player.id, move },
      {
        onSuccess: ({ transaction }) => {
          setConfirming(null);
          notifySuccess(`${name}: ${transaction.text}.`, 'Roster move made');
        },
        onError: (error) => {
          setConfirming(null);
          notifyError(errorMessage(error, 'The move could not be made.'), 'Roster move refused');
        },
      },
    );
  const choose = (move: RosterMove) => (consequence(player, move) ? setConfirming(move) : run(move));

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={`Moves for ${name}`}
            loading={mutation.isPending && !confirming}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {movesFor(player).map((move) => (
            <Menu.Item key={move} color={move === 'release' ? 'red' : undefined} onClick={() => choose(move)}>
              {ROSTER_MOVE_LABELS[move]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `${ROSTER_MOVE_LABELS[confirming]}: ${name}` : ''}
      >
        <Stack gap="md">
          <Text size="sm">{confirming && consequence(player, confirming)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              color={confirming === 'release' ? 'red' : undefined}
              loading={mutation.isPending}
              onClick={() => confirming && run(confirming)}
            >
              {confirming === 'release' ? 'Release him' : 'Place on waivers'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
