// Written with zod/mini, like notification.ts: league home and the dashboard read the feed, and would
// otherwise bring all of zod into their chunks (docs/decisions/014). Requests are in league-news-request.ts.
import * as z from 'zod/mini';

const team = z.object({ teamId: z.int(), teamName: z.string() });
const gameSide = z.object({ ...team.shape, score: z.int() });
const player = z.object({ playerId: z.int(), playerName: z.string(), ...team.shape });

/** A line of a game's story: the winners' best skater, or their goalie when he stood out. */
export const gameHighlightSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('skater'),
    playerId: z.int(),
    lastName: z.string(),
    goals: z.int(),
    assists: z.int(),
  }),
  z.object({
    type: z.literal('goalie'),
    playerId: z.int(),
    lastName: z.string(),
    saves: z.int(),
    shutout: z.boolean(),
  }),
]);
export type GameHighlight = z.infer<typeof gameHighlightSchema>;

const gameResult = z.object({
  gameId: z.int(),
  gameType: z.enum(['regular', 'playoff']),
  /** When the game was played: the feed dates a result by its game, not by when it was simulated. */
  startAt: z.string(),
  home: gameSide,
  away: gameSide,
  decidedIn: z.enum(['regulation', 'overtime', 'shootout']),
  highlights: z.array(gameHighlightSchema),
});
export type GameResultNews = z.infer<typeof gameResult>;

const inGame = { gameId: z.int(), opponent: team };

/** A trade's sides, each with what it received in words ('Auston Matthews', "Boston's 2027 2nd-round pick"). */
const tradeNews = z.object({
  tradeId: z.int(),
  sides: z.array(z.object({ ...team.shape, receives: z.array(z.string()) })),
});

/** Every kind of league news with what it carries; trades, signings and the draft add theirs here. */
export const leagueNewsContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('game_result'), payload: gameResult }),
  z.object({
    kind: z.literal('gm_joined'),
    payload: z.object({
      ...team.shape,
      gm: z.string(),
      /** 'application': the commissioner accepted the GM's application; 'assigned': named directly. */
      how: z.enum(['application', 'assigned']),
      /** The GM the team had before, when one was replaced. */
      replaced: z.nullable(z.string()),
    }),
  }),
  z.object({ kind: z.literal('gm_left'), payload: z.object({ ...team.shape, gm: z.string() }) }),
  z.object({
    kind: z.literal('player_injured'),
    payload: z.object({ ...player.shape, injury: z.string(), returnDate: z.string() }),
  }),
  z.object({ kind: z.literal('player_back'), payload: player }),
  // Roster moves (docs/decisions/043): a claim off waivers, a buy-out.
  z.object({
    kind: z.literal('waiver_claim'),
    payload: z.object({ ...player.shape, fromTeamId: z.int(), fromTeamName: z.string() }),
  }),
  z.object({ kind: z.literal('bought_out'), payload: player }),
  // Re-signing (docs/decisions/044): a player signs on with his own team.
  z.object({
    kind: z.literal('re_signed'),
    payload: z.object({ ...player.shape, capHit: z.int(), years: z.int() }),
  }),
  // Free agency (docs/decisions/045): its opening, and each signing.
  z.object({
    kind: z.literal('free_agency_opened'),
    payload: z.object({ seasonId: z.int(), seasonName: z.string(), freeAgents: z.int() }),
  }),
  z.object({
    kind: z.literal('free_agent_signed'),
    payload: z.object({ ...player.shape, capHit: z.int(), years: z.int() }),
  }),
  // Trades (docs/decisions/047): one done, or undone by the commissioner; each side with what it got.
  z.object({ kind: z.literal('trade_completed'), payload: tradeNews }),
  z.object({ kind: z.literal('trade_reversed'), payload: tradeNews }),
  // The draft (docs/decisions/049): the lottery's winners, and each pick.
  z.object({
    kind: z.literal('draft_lottery'),
    payload: z.object({
      seasonId: z.int(),
      year: z.int(),
      winners: z.array(z.object({ ...team.shape, pick: z.int(), fromPlace: z.int() })),
    }),
  }),
  z.object({
    kind: z.literal('draft_pick'),
    payload: z.object({
      ...player.shape,
      position: z.string(),
      year: z.int(),
      round: z.int(),
      overall: z.int(),
    }),
  }),
  z.object({ kind: z.literal('first_goal'), payload: z.object({ ...player.shape, ...inGame }) }),
  z.object({
    kind: z.literal('season_goals'),
    payload: z.object({ ...player.shape, ...inGame, goals: z.int() }),
  }),
  z.object({
    kind: z.literal('hat_trick'),
    payload: z.object({ ...player.shape, ...inGame, goals: z.int() }),
  }),
  z.object({
    kind: z.literal('shutout'),
    payload: z.object({ ...player.shape, ...inGame, saves: z.int() }),
  }),
  z.object({
    kind: z.literal('playoffs_started'),
    payload: z.object({ seasonId: z.int(), seasonName: z.string() }),
  }),
  z.object({
    kind: z.literal('season_over'),
    payload: z.object({ seasonId: z.int(), seasonName: z.string(), champion: z.nullable(team) }),
  }),
  z.object({
    kind: z.literal('awards_given'),
    payload: z.object({
      seasonId: z.int(),
      seasonName: z.string(),
      winners: z.array(
        z.object({
          award: z.string(),
          name: z.string(),
          playerId: z.nullable(z.int()),
          playerName: z.nullable(z.string()),
          ...team.shape,
        }),
      ),
    }),
  }),
  // The hall of fame (docs/decisions/089): a class inducted at a rollover, one item for the class.
  z.object({
    kind: z.literal('hall_of_fame'),
    payload: z.object({
      seasonId: z.int(),
      seasonName: z.string(),
      inductees: z.array(z.object({ playerId: z.int(), playerName: z.string(), summary: z.string() })),
    }),
  }),
]);
export type LeagueNewsContent = z.infer<typeof leagueNewsContentSchema>;
export type LeagueNewsKind = LeagueNewsContent['kind'];
export type LeagueNewsPayload<K extends LeagueNewsKind> = Extract<LeagueNewsContent, { kind: K }>['payload'];

/** The feed's filters (SPEC issue 15); each kind belongs to one. */
export const NEWS_CATEGORIES = [
  'results',
  'transactions',
  'injuries',
  'milestones',
  'phases',
  'awards',
  'draft',
] as const;
export const newsCategorySchema = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const NEWS_CATEGORY_OF: Record<LeagueNewsKind, NewsCategory> = {
  game_result: 'results',
  gm_joined: 'transactions',
  gm_left: 'transactions',
  player_injured: 'injuries',
  player_back: 'injuries',
  waiver_claim: 'transactions',
  bought_out: 'transactions',
  re_signed: 'transactions',
  free_agency_opened: 'transactions',
  free_agent_signed: 'transactions',
  trade_completed: 'transactions',
  trade_reversed: 'transactions',
  draft_lottery: 'draft',
  draft_pick: 'draft',
  first_goal: 'milestones',
  season_goals: 'milestones',
  hat_trick: 'milestones',
  shutout: 'milestones',
  playoffs_started: 'phases',
  season_over: 'phases',
  awards_given: 'awards',
  hall_of_fame: 'awards',
};

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  results: 'Results',
  transactions: 'Transactions',
  injuries: 'Injuries',
  milestones: 'Milestones',
  phases: 'Season',
  awards: 'Awards',
  draft: 'Draft',
};

export const leagueNewsItemSchema = z.intersection(
  leagueNewsContentSchema,
  z.object({
    id: z.int(),
    category: newsCategorySchema,
    /** The item in one line, as the feed shows it. */
    text: z.string(),
    /** The wall clock when it was written. */
    createdAt: z.string(),
    /** When it happened on the league's clock (docs/decisions/079): what the feed sorts by and shows. */
    leagueAt: z.string(),
  }),
);
export type LeagueNewsItem = z.infer<typeof leagueNewsItemSchema>;

/** GET /api/league/{id}/feed: newest first, a page at a time. */
export const leagueNewsPageSchema = z.object({
  items: z.array(leagueNewsItemSchema),
  nextCursor: z.nullable(z.string()),
});
export type LeagueNewsPage = z.infer<typeof leagueNewsPageSchema>;

/** GET /api/feed: the newest items of every league the user belongs to, each with its league. */
export const userNewsSchema = z.object({
  items: z.array(
    z.intersection(
      leagueNewsItemSchema,
      /** `timeZone`: the league's, which dates its items. */
      z.object({ leagueId: z.int(), leagueName: z.string(), timeZone: z.string() }),
    ),
  ),
});
export type UserNews = z.infer<typeof userNewsSchema>;
export type UserNewsItem = UserNews['items'][number];
