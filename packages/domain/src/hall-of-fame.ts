import { z } from 'zod';

// The hall of fame (docs/decisions/089): who is inducted, when, and for what career value. The server
// gathers each retired player's career; these rules decide.

/**
 * Seasons a retired player must sit out before he is considered: one full season. The NHL's Hall of Fame
 * waits three years; a Rinkside league plays a season in weeks, and three of them would keep its first
 * greats out of the hall for most of a league's life.
 */
export const HALL_OF_FAME_WAIT_SEASONS = 1;

/**
 * Whether a player who retired after the season that began in `lastSeasonYear` is eligible at the
 * rollover that closes the season that began in `closingSeasonYear`: at the rollover he retires in, none
 * have passed; at the next one, a full season has.
 */
export function hallOfFameEligible(lastSeasonYear: number, closingSeasonYear: number): boolean {
  return closingSeasonYear - lastSeasonYear >= HALL_OF_FAME_WAIT_SEASONS;
}

/**
 * Whether the rollover closing `closingSeasonYear` judges a player who retired after `lastSeasonYear`: he is
 * eligible, and was not eligible at the league's last judging (`judgedThroughYear`, the closing year of the
 * last rollover that judged; null before the first, which judges every eligible player). A retired player's
 * career never changes, so each is judged once.
 */
export function hallOfFameDue(
  lastSeasonYear: number,
  closingSeasonYear: number,
  judgedThroughYear: number | null,
): boolean {
  if (!hallOfFameEligible(lastSeasonYear, closingSeasonYear)) return false;
  return judgedThroughYear === null || !hallOfFameEligible(lastSeasonYear, judgedThroughYear);
}

/** The earliest last season a player judged at a rollover can have had, when the league judged before. */
export const hallOfFameFirstDueYear = (judgedThroughYear: number) =>
  judgedThroughYear - HALL_OF_FAME_WAIT_SEASONS + 1;

export const hallOfFameCareerSchema = z.object({
  position: z.string(),
  /** Regular seasons he played in. */
  seasons: z.number().int(),
  games: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  points: z.number().int(),
  /** Goalies' lines; zero for a skater. */
  wins: z.number().int(),
  shutouts: z.number().int(),
  savePct: z.number(),
  /** The team of his last season. */
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  firstSeasonName: z.string().nullable(),
  lastSeasonName: z.string().nullable(),
});
export type HallOfFameCareer = z.infer<typeof hallOfFameCareerSchema>;

/**
 * What a career is worth, regular season only. A skater: his points, with goals counting half again
 * (a goal is rarer than an assist). A goalie: two a win and four a shutout, plus 1,000 times how far his
 * career save percentage is above .900 for every 100 games (a .920 goalie over 500 games adds 100).
 */
export function hallOfFameValue(career: HallOfFameCareer): number {
  if (career.position === 'G') {
    const saveBonus = Math.max(0, career.savePct - 0.9) * 1000 * (career.games / 100);
    return Math.round((2 * career.wins + 4 * career.shutouts + saveBonus) * 10) / 10;
  }
  return career.points + Math.floor(career.goals / 2);
}

/**
 * The bar: a skater needs 400 games and a value of 700 (about 450 points with 250 goals); a goalie 250
 * games, a value of 600 and a save percentage of at least .900.
 */
export const HALL_OF_FAME_BAR = {
  skater: { games: 400, value: 700 },
  goalie: { games: 250, value: 600, savePct: 0.9 },
} as const;

/** Whether a career earns induction (eligibility aside). */
export function hallOfFameWorthy(career: HallOfFameCareer): boolean {
  const value = hallOfFameValue(career);
  if (career.position === 'G') {
    const bar = HALL_OF_FAME_BAR.goalie;
    return career.games >= bar.games && value >= bar.value && career.savePct >= bar.savePct;
  }
  const bar = HALL_OF_FAME_BAR.skater;
  return career.games >= bar.games && value >= bar.value;
}

export const hallOfFameEntrySchema = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  position: z.string(),
  inductedSeasonId: z.number().int(),
  inductedSeasonName: z.string(),
  value: z.number(),
  career: hallOfFameCareerSchema,
});
export type HallOfFameEntry = z.infer<typeof hallOfFameEntrySchema>;

/** GET /league/{id}/hall-of-fame: the inductees, the latest class first. */
export const hallOfFameResponseSchema = z.object({
  waitSeasons: z.number().int(),
  inductees: z.array(hallOfFameEntrySchema),
});
export type HallOfFameResponse = z.infer<typeof hallOfFameResponseSchema>;
