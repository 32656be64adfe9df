import { zonedFormat } from '@rinkside/domain';

const WALL_CLOCK = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = zonedFormat('en-US', timeZone, WALL_CLOCK).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant a wall-clock date and time ('yyyy-MM-dd', 'HH:mm') happen in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // Two passes settle the offset across a daylight-saving change.
  const first = naive - offsetAt(naive, timeZone);
  return new Date(naive - offsetAt(first, timeZone));
}
