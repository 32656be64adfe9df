import {
  formatLeagueDay,
  PHASE_LABELS,
  type AdvanceResponse,
  type LeagueClock,
  type RolloverResponse,
} from '@rinkside/domain';

/** 'Oct 14' for the league day '2026-10-14' (a calendar day: no time zone shifts it). */
export function shortDay(day: string): string {
  return formatLeagueDay(day);
}

/** 'Wed, Oct 14, 2026' for the league day shown above the buttons. */
export function longDay(day: string): string {
  return formatLeagueDay(day, { withYear: true, weekday: true });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** 'First Round' for one round, 'First Round through Final' for several. */
function roundSpan(rounds: readonly string[]): string {
  return rounds.length > 1 ? `${rounds[0]} through ${rounds.at(-1)}` : (rounds[0] ?? '');
}

/**
 * '12 games played; now Oct 14.', then the phase change; after playoff rounds
 * 'First Round complete: 44 games played; now Jan 16.' and the champion once the final is decided; once
 * stopped by the commissioner, 'Stopped: 40 games played; now Oct 14.'
 */
export function describeAdvance({ played, clock, phaseChanged, playoffs, stopped }: AdvanceResponse): string {
  if (stopped) {
    const parts = [`Stopped: ${plural(played, 'game')} played; now ${shortDay(clock.date)}.`];
    if (phaseChanged) parts.push(`${PHASE_LABELS[phaseChanged.from]} → ${PHASE_LABELS[phaseChanged.to]}.`);
    return parts.join(' ');
  }
  const rounds =
    playoffs && playoffs.roundsCompleted.length > 0
      ? `${roundSpan(playoffs.roundsCompleted)} complete: `
      : '';
  const parts = [`${rounds}${plural(played, 'game')} played; now ${shortDay(clock.date)}.`];
  if (playoffs?.champion) parts.push(`${playoffs.champion.name} won the Cup.`);
  if (phaseChanged) parts.push(`${PHASE_LABELS[phaseChanged.from]} → ${PHASE_LABELS[phaseChanged.to]}.`);
  return parts.join(' ');
}

/** The progress line while 'Simulate to end of phase' runs, by the phase it is ending. */
export function phaseEndLabel(clock: Pick<LeagueClock, 'phase'>): string {
  return clock.phase === 'playoffs'
    ? 'Playing the playoffs through the final'
    : 'Playing to the end of the regular season';
}

/** '2027-28 has begun: 24 games scheduled, 3 players retired, 2 re-signed.' */
export function describeRollover(rollover: RolloverResponse): string {
  return (
    `${rollover.season.name} has begun: ${plural(rollover.games, 'game')} scheduled, ` +
    `${plural(rollover.retired, 'player')} retired, ${rollover.resigned} re-signed.`
  );
}
