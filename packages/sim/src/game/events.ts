import type { GameEvent, Stoppage } from '@rinkside/domain';
import type { Game, Skater, Team } from './types';

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
const mmss = (seconds: number): string => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

// 'MM:SS of Pn' for every second of the first five periods, built once (read-only).
const TIME_TABLE: readonly (readonly string[])[] = [1, 2, 3, 4, 5].map((period) =>
  Array.from({ length: 20 * 60 + 1 }, (_, s) => `${mmss(s)} of P${period}`),
);

/** SPEC §3 event time: elapsed clock 'MM:SS of P1' ... 'of P4' (overtime), 'of P5' (shootout). */
export function timeOf(period: number, clock: number): string {
  return TIME_TABLE[period - 1]?.[clock] ?? `${mmss(clock)} of P${period}`;
}

type Extra<T extends GameEvent['type']> = Omit<
  Extract<GameEvent, { type: T }>,
  'type' | 'stoppage' | 'team' | 'time' | 'period' | 'clock' | 'description'
>;

/** Appends a play-by-play event stamped with the game clock. */
export function emit<T extends GameEvent['type']>(
  g: Game,
  type: T,
  team: Team | null,
  stoppage: Stoppage | null,
  description: string,
  extra: Extra<T>,
): void {
  const event = {
    type,
    stoppage,
    team: team === null ? null : team.side,
    time: timeOf(g.period, g.clock),
    period: g.period,
    clock: g.clock,
    description,
  };
  g.events.push(Object.assign(event, extra) as GameEvent);
}

export const ordinal = (period: number): string =>
  period === 1 ? '1st' : period === 2 ? '2nd' : period === 3 ? '3rd' : `${period}th`;

export const periodName = (period: number, overtime: boolean): string =>
  overtime ? (period === 4 ? 'overtime' : `overtime period ${period - 3}`) : `${ordinal(period)} period`;

export const nameList = (skaters: readonly Skater[]): string => skaters.map((s) => s.name).join(', ');
