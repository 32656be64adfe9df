import {
  type DraftSettings,
  type LotteryResult,
  clockDeadline,
  clockSecondsBetween,
  livePickSeconds,
} from '@rinkside/domain';
import type { DraftRow } from './repo';

/** The draft row's JSON columns, read. */
export interface DraftBook {
  expiries: Record<string, number>;
  autoTeamIds: number[];
  banks: Record<string, number>;
  lottery: LotteryResult | null;
}

export function readBook(
  draft: Pick<DraftRow, 'expiries' | 'auto_team_ids' | 'banks' | 'lottery'>,
): DraftBook {
  const parse = <T>(text: string | null, fallback: T): T => {
    if (text === null) return fallback;
    try {
      return JSON.parse(text) as T;
    } catch {
      return fallback;
    }
  };
  return {
    expiries: parse(draft.expiries, {}),
    autoTeamIds: parse(draft.auto_team_ids, []),
    banks: parse(draft.banks, {}),
    lottery: parse<LotteryResult | null>(draft.lottery, null),
  };
}

/** A team's asynchronous bank left, in seconds (the whole bank before its first pick). */
export function bankOf(settings: DraftSettings, book: DraftBook, teamId: number): number {
  return book.banks[String(teamId)] ?? Math.round(settings.asyncBankHours * 3600);
}

/** When a pick put on the clock at `startedAt` runs out; null: no clock. */
export function deadlineFor(
  settings: DraftSettings,
  input: { startedAt: Date; round: number; bankSeconds: number; timeZone: string },
): string | null {
  return clockDeadline(settings, input)?.toISOString() ?? null;
}

/** The seconds of clock a pick has left at `now` (whole seconds, never below 0). */
export function secondsLeftAt(
  settings: DraftSettings,
  deadline: string,
  now: Date,
  timeZone: string,
): number {
  return Math.max(0, Math.round(clockSecondsBetween(settings, now, new Date(deadline), timeZone)));
}

/** The seconds a fresh clock gives a pick in `round` (undo puts a pick back with these); null: no clock. */
export function freshSeconds(
  settings: DraftSettings,
  input: { at: Date; round: number; bankSeconds: number; timeZone: string },
): number | null {
  const deadline = clockDeadline(settings, { ...input, startedAt: input.at });
  return deadline === null ? null : secondsLeftAt(settings, deadline.toISOString(), input.at, input.timeZone);
}

/**
 * The deadline of a clock that resumes at `at` with `seconds` left: the instant by which that much clock
 * time has run (an asynchronous clock skips its overnight pauses).
 */
export function deadlineAfter(settings: DraftSettings, at: Date, seconds: number, timeZone: string): string {
  if (settings.clockMode !== 'async') return new Date(at.getTime() + seconds * 1000).toISOString();
  let deadline = new Date(at.getTime() + seconds * 1000);
  for (let step = 0; step < 20; step += 1) {
    const short = seconds - clockSecondsBetween(settings, at, deadline, timeZone);
    if (short <= 0) break;
    deadline = new Date(deadline.getTime() + short * 1000);
  }
  return deadline.toISOString();
}

/** Live clocks take the round's seconds; a pick in a mode with no clock waits: used for display only. */
export const hasClock = (settings: DraftSettings, round: number) =>
  settings.clockMode === 'async' || livePickSeconds(settings, round) !== null;
