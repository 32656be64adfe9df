import { z } from 'zod';
import type { PlayoffBracket } from './bracket';
import { PLAYOFF_FORMATS, seriesLengthSchema } from './settings';

const seriesSlotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team'), teamId: z.number().int(), seed: z.number().int() }),
  z.object({ kind: z.literal('winnerOf'), seriesId: z.string() }),
]);

/** A stored bracket as the season keeps it (`seasons.playoff_bracket`), read by its shape, never cast. */
export const playoffBracketSchema: z.ZodType<PlayoffBracket> = z.object({
  format: z.enum(PLAYOFF_FORMATS),
  teams: z.array(
    z.object({
      teamId: z.number().int(),
      seed: z.number().int(),
      conference: z.string().nullable(),
      qualifiedAs: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('division'), division: z.string(), place: z.number().int() }),
        z.object({ kind: z.literal('wildCard'), place: z.number().int() }),
        z.object({ kind: z.literal('seed') }),
      ]),
    }),
  ),
  byRecord: z.array(z.number().int()),
  rounds: z.array(
    z.object({
      seriesLength: seriesLengthSchema,
      homeIce: z.enum(['seed', 'record']),
      series: z.array(
        z.object({
          id: z.string(),
          conference: z.string().nullable(),
          highSeed: seriesSlotSchema,
          lowSeed: seriesSlotSchema,
        }),
      ),
    }),
  ),
});
