import { addDays } from '../league-clock';
import { zonedInstant } from '../zoned-format';
import type { ContractSettings } from './contract-settings';

/**
 * The offseason's free-agency calendar (docs/decisions/045): the re-signing window runs from the final
 * for `freeAgencyOpensDaysAfterFinal` league days; free agency opens at the start of that day in the
 * league's time zone; offers then come in `freeAgencyRounds` rounds of `freeAgencyRoundHours` league-clock
 * hours, each round's offers decided at its end, so a GM who plays once a day is not beaten by whoever is
 * online at the opening second. After the rounds (and all season) an offer stands `offerDecisionHours`.
 */
export interface FreeAgencyCalendar {
  opensAt: Date;
  /** Each round's end, the first round's first. */
  roundEnds: Date[];
}

export type FreeAgencyStage =
  { kind: 're-signing'; until: Date } | { kind: 'round'; round: number; endsAt: Date } | { kind: 'open' };

type CalendarSettings = Pick<
  ContractSettings,
  'freeAgencyOpensDaysAfterFinal' | 'freeAgencyRounds' | 'freeAgencyRoundHours' | 'offerDecisionHours'
>;

const HOUR_MS = 3_600_000;

/** Midnight at the start of `day` ('yyyy-MM-dd') in `timeZone`. */
export function startOfLeagueDay(day: string, timeZone: string): Date {
  return zonedInstant(day, '00:00', timeZone);
}

/** The calendar of the offseason that follows a final decided on `finalDay` (a league day). */
export function freeAgencyCalendar(
  finalDay: string,
  timeZone: string,
  settings: CalendarSettings,
): FreeAgencyCalendar {
  const opensAt = startOfLeagueDay(addDays(finalDay, settings.freeAgencyOpensDaysAfterFinal), timeZone);
  const roundEnds = Array.from(
    { length: settings.freeAgencyRounds },
    (_, i) => new Date(opensAt.getTime() + (i + 1) * settings.freeAgencyRoundHours * HOUR_MS),
  );
  return { opensAt, roundEnds };
}

/** Where the offseason stands at a league instant. */
export function freeAgencyStage(calendar: FreeAgencyCalendar, at: Date): FreeAgencyStage {
  if (at < calendar.opensAt) return { kind: 're-signing', until: calendar.opensAt };
  const index = calendar.roundEnds.findIndex((end) => at < end);
  const endsAt = calendar.roundEnds[index];
  return endsAt === undefined ? { kind: 'open' } : { kind: 'round', round: index + 1, endsAt };
}

/**
 * When an offer made at `at` is decided: during the re-signing window (to a player already free) and in
 * a round, at the end of that round (the first round's, from the window); after the rounds, or with no
 * calendar (the season is on), `offerDecisionHours` later.
 */
export function offerDecidedAt(
  calendar: FreeAgencyCalendar | null,
  at: Date,
  settings: Pick<ContractSettings, 'offerDecisionHours'>,
): Date {
  const later = new Date(at.getTime() + settings.offerDecisionHours * HOUR_MS);
  if (calendar === null) return later;
  const stage = freeAgencyStage(calendar, at);
  if (stage.kind === 'round') return stage.endsAt;
  if (stage.kind === 're-signing') return calendar.roundEnds[0] ?? later;
  return later;
}
