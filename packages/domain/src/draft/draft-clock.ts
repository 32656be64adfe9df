import { zonedInstant } from '../zoned-format';
import { addDays, dayInTimeZone } from '../league-clock';
import type { DraftSettings } from './draft-settings';

/**
 * The pick clock (docs/decisions/049). Live: minutes a pick, running straight through. Asynchronous: hours
 * a pick plus the team's bank, counted only outside the overnight pause in the league's time zone, so a GM
 * is never timed out while he sleeps. The pause is [asyncPauseStart, asyncPauseEnd) on the wall clock; a
 * start later than the end spans midnight (23:00–08:00); equal times mean no pause. It follows the zone's
 * wall clock across daylight-saving changes, so a pause that night is an hour shorter or longer.
 */

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;

/** Live-mode seconds for a pick in `round`; null when the mode has no clock or the seconds are 0. */
export function livePickSeconds(settings: DraftSettings, round: number): number | null {
  if (settings.clockMode !== 'live') return null;
  const seconds = round <= 1 ? settings.liveFirstRoundSeconds : settings.liveLaterRoundSeconds;
  return seconds > 0 ? seconds : null;
}

type PauseSettings = Pick<DraftSettings, 'asyncPauseStart' | 'asyncPauseEnd'>;

/** The overnight pause that starts on wall-clock `day`, as instants; null when there is no pause. */
function pauseOn(
  day: string,
  settings: PauseSettings,
  timeZone: string,
): { start: number; end: number } | null {
  const { asyncPauseStart: from, asyncPauseEnd: to } = settings;
  if (from === to) return null;
  const start = zonedInstant(day, from, timeZone).getTime();
  const end = zonedInstant(from < to ? day : addDays(day, 1), to, timeZone).getTime();
  return { start, end };
}

/** The pauses that touch [from, to), in order (one a day; the day before `from`'s may still be running). */
function pausesBetween(settings: PauseSettings, from: number, to: number, timeZone: string) {
  const pauses: { start: number; end: number }[] = [];
  const lastDay = dayInTimeZone(new Date(to), timeZone);
  for (
    let day = addDays(dayInTimeZone(new Date(from), timeZone), -1);
    day <= lastDay;
    day = addDays(day, 1)
  ) {
    const pause = pauseOn(day, settings, timeZone);
    if (pause !== null && pause.end > from && pause.start < to) pauses.push(pause);
  }
  return pauses;
}

/** Seconds of clock time between two instants, skipping the overnight pause (async) — used for secondsLeft. */
export function clockSecondsBetween(settings: DraftSettings, from: Date, to: Date, timeZone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  let running = end - start;
  if (settings.clockMode === 'async')
    for (const pause of pausesBetween(settings, start, end, timeZone))
      running -= Math.min(pause.end, end) - Math.max(pause.start, start);
  return Math.floor(running / SECOND_MS);
}

/**
 * When a pick started at `startedAt` runs out: live: start + seconds; async: start + asyncPickHours + the
 * team's bank, counting only hours outside the overnight pause [asyncPauseStart, asyncPauseEnd) in
 * `timeZone` (a start inside the pause counts from the pause's end); none / 0: null.
 */
export function clockDeadline(
  settings: DraftSettings,
  input: { startedAt: Date; round: number; bankSeconds: number; timeZone: string },
): Date | null {
  const startedAt = input.startedAt.getTime();
  if (settings.clockMode === 'live') {
    const seconds = livePickSeconds(settings, input.round);
    return seconds === null ? null : new Date(startedAt + seconds * SECOND_MS);
  }
  if (settings.clockMode !== 'async' || settings.asyncPickHours <= 0) return null;

  let remaining = settings.asyncPickHours * HOUR_MS + Math.max(0, input.bankSeconds) * SECOND_MS;
  let at = startedAt;
  let day = addDays(dayInTimeZone(input.startedAt, input.timeZone), -1);
  for (;;) {
    const pause = pauseOn(day, settings, input.timeZone);
    if (pause === null) return new Date(at + remaining);
    day = addDays(day, 1);
    if (pause.end <= at) continue;
    if (pause.start > at) {
      if (at + remaining <= pause.start) return new Date(at + remaining);
      remaining -= pause.start - at;
    }
    at = pause.end;
  }
}

/**
 * Async: the bank left after a pick made at `madeAt` (the clock time used beyond asyncPickHours, outside
 * pauses, comes off the bank; never below 0). Other modes: the bank unchanged.
 */
export function bankAfterPick(
  settings: DraftSettings,
  input: { startedAt: Date; madeAt: Date; bankSeconds: number; timeZone: string },
): number {
  if (settings.clockMode !== 'async') return input.bankSeconds;
  const used = clockSecondsBetween(settings, input.startedAt, input.madeAt, input.timeZone);
  const beyond = Math.max(0, used - Math.round(settings.asyncPickHours * 3600));
  return Math.max(0, input.bankSeconds - beyond);
}
