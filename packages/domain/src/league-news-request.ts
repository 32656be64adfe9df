import { z } from 'zod';
import { NEWS_CATEGORIES } from './league-news';

/** GET /api/league/{id}/feed's query: the cursor a page handed back, and one category to show. */
export const leagueNewsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'cursor: must be the nextCursor of a previous page')
    .optional(),
  kind: z.enum(NEWS_CATEGORIES, { error: `kind: must be one of ${NEWS_CATEGORIES.join(', ')}` }).optional(),
});
export type LeagueNewsQuery = z.infer<typeof leagueNewsQuerySchema>;
