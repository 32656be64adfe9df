import { Alert } from '@mantine/core';
import { formatLeagueDay, type Injury } from '@rinkside/domain';
import { IconFirstAidKit } from '@tabler/icons-react';

/** The player page's word on his injury: what, since when, for how long, and the day he may play again. */
export function InjuryNotice({ injury }: { injury: Injury }) {
  const games = `${injury.gamesOut} game${injury.gamesOut === 1 ? '' : 's'}`;
  return (
    <Alert
      color={injury.dayToDay ? 'orange' : 'red'}
      icon={<IconFirstAidKit size={18} aria-hidden />}
      title={injury.dayToDay ? `Day-to-day: ${injury.type}` : `Injured: ${injury.type}`}
      role="status"
    >
      Hurt {formatLeagueDay(injury.injuredOn, { withYear: true })}, expected out about {games}. Expected back{' '}
      {formatLeagueDay(injury.returnDate, { withYear: true })}.
    </Alert>
  );
}
