/**
 * One formatter per time zone, made when first asked: making one takes as long as a hundred uses, and a
 * season's schedule places 1,312 games (docs/decisions/065). A formatter holds no state between uses.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** How far `timeZone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(utcMs));
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

/** The calendar date ('yyyy-MM-dd') of an instant in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
