import { PHASE_LABELS, type AdvanceResponse, type RolloverResponse } from '@rinkside/domain';

/** 'Oct 14' for the league day '2026-10-14' (a calendar day: no time zone shifts it). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Wed, Oct 14, 2026' for the league day shown above the buttons. */
export function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** '12 games played; now Oct 14. The playoffs began.' */
export function describeAdvance({ played, clock, phaseChanged }: AdvanceResponse): string {
  const moved = `${plural(played, 'game')} played; now ${shortDay(clock.date)}.`;
  if (!phaseChanged) return moved;
  return `${moved} ${PHASE_LABELS[phaseChanged.from]} → ${PHASE_LABELS[phaseChanged.to]}.`;
}

/** '2027-28 has begun: 24 games scheduled, 3 players retired, 2 re-signed.' */
export function describeRollover(rollover: RolloverResponse): string {
  return (
    `${rollover.season.name} has begun: ${plural(rollover.games, 'game')} scheduled, ` +
    `${plural(rollover.retired, 'player')} retired, ${rollover.resigned} re-signed.`
  );
}
