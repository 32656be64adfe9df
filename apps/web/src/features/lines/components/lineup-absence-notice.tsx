import { Alert, List, Text } from '@mantine/core';
import { formatLeagueDay } from '@rinkside/domain';
import { IconFirstAidKit } from '@tabler/icons-react';
import type { LineupAbsence } from '../lineup-absences';
import { SLOT_LABELS } from '../lineup-layout';

function sentence({ player, injury, dayToDay, slots }: LineupAbsence): string {
  const name = `${player.firstName} ${player.lastName}`;
  const status = dayToDay ? 'day-to-day' : 'injured';
  const back = injury ? ` (back ${formatLeagueDay(injury.returnDate)})` : '';
  const where = slots.map((slot) => SLOT_LABELS[slot]).join(', ');
  return `${name} is ${status}${back}; until then the depth chart decides who plays ${where}.`;
}

/** Tells the GM that his saved lineup names players who cannot play, and that the lineup stays as he wrote it. */
export function LineupAbsenceNotice({ absences }: { absences: LineupAbsence[] }) {
  if (absences.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconFirstAidKit size={18} aria-hidden />}
      title={
        absences.length === 1 ? 'A player in your lineup cannot play' : 'Players in your lineup cannot play'
      }
    >
      <List size="sm" spacing={4}>
        {absences.map((absence) => (
          <List.Item key={absence.player.id}>{sentence(absence)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={6}>
        Each game dresses the next healthy player on the depth chart in his place; your saved lineup stays as
        you wrote it.
      </Text>
    </Alert>
  );
}
