import { z } from 'zod';

export const PLAYOFF_FORMATS = ['nhl-divisional', 'conference-seeded', 'league-seeded'] as const;
export type PlayoffFormat = (typeof PLAYOFF_FORMATS)[number];

export const SERIES_LENGTHS = [1, 3, 5, 7] as const;
export type SeriesLength = (typeof SERIES_LENGTHS)[number];
export const seriesLengthSchema = z.literal(SERIES_LENGTHS);

// Issue 14: 2 to 24 playoff teams; the NHL's 16 by default. 24 teams need five rounds.
export const PLAYOFF_TEAM_COUNT = { min: 2, max: 24, default: 16 } as const;
export const MAX_PLAYOFF_ROUNDS = 5;

export const playoffSettingsSchema = z.object({
  teamCount: z
    .number()
    .int()
    .min(PLAYOFF_TEAM_COUNT.min, `At least ${PLAYOFF_TEAM_COUNT.min} teams make the playoffs`)
    .max(PLAYOFF_TEAM_COUNT.max, `At most ${PLAYOFF_TEAM_COUNT.max} teams make the playoffs`)
    .default(PLAYOFF_TEAM_COUNT.default),
  /** Games in a series, round by round; rounds past the end of the list play its last length. */
  seriesLengths: z.array(seriesLengthSchema).min(1).max(MAX_PLAYOFF_ROUNDS).default([7]),
  /** Absent: the NHL's divisional format when the league's divisions fit it (see `playoffFormatFor`). */
  format: z.enum(PLAYOFF_FORMATS).optional(),
  /** Start the playoffs as soon as the regular season's last game is final. */
  autoStart: z.boolean().default(true),
});
export type PlayoffSettings = z.infer<typeof playoffSettingsSchema>;
export type PlayoffSettingsInput = z.input<typeof playoffSettingsSchema>;

export const DEFAULT_PLAYOFF_SETTINGS: PlayoffSettings = playoffSettingsSchema.parse({});

/** The number of games in a series of a round (0 = the first round). */
export function seriesLengthOf(
  settings: Pick<PlayoffSettings, 'seriesLengths'>,
  round: number,
): SeriesLength {
  const lengths = settings.seriesLengths;
  return lengths[Math.min(round, lengths.length - 1)] ?? 7;
}
