/**
 * One Intl.DateTimeFormat per locale, zone and options, made when first asked and kept: making one costs as
 * much as a hundred uses, and a league stamps each of its events with its day in its zone (a rollover
 * writes thousands). A formatter holds no state between uses. The kinds of options are the few this code
 * writes, and the zones those of the leagues a process serves, so the map stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function zonedFormat(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

const WALL_CLOCK = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** The UTC offset of `timeZone` at `instant`, in milliseconds (east of UTC positive). */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = zonedFormat('en-US', timeZone, WALL_CLOCK).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the wall clock in `timeZone` shows `time` ('HH:mm') on `day` ('yyyy-MM-dd'). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const first = guess - zoneOffset(new Date(guess), timeZone);
  // A second look settles a day on which the zone's offset changes.
  return new Date(guess - zoneOffset(new Date(first), timeZone));
}
