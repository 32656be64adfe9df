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
