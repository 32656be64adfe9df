import { z } from 'zod';
import { apiErrorSchema } from '../errors';
import { idSchema } from '../ids';
import { type BoardReferenceKind, BOARD_REFERENCE_KINDS } from './board-markdown';
import { boardThreadSchema } from './board-api';
import { type BoardRole, mayModerateBoard } from './board-rules';

// Decision 090: the board linked to the league: a trade proposal's private discussion, a completed trade's
// announcement, a thread per news item, a channel mirrored to Discord, and cards with live data for the
// trades, games and players a post references.

/** What a linked thread was opened from, once per thing: the unique key of its row. */
export const boardLinkKey = {
  tradeTalk: (tradeId: number) => `trade-talk:${tradeId}`,
  tradeNews: (tradeId: number) => `trade-news:${tradeId}`,
  news: (newsId: number) => `news:${newsId}`,
} as const;

/**
 * Whether the user reads a thread: every thread is the board's, but a trade proposal's discussion is
 * private to the GMs of its two teams and the commissioners.
 */
export function mayReadBoardThread(input: {
  role: BoardRole;
  teamId: number | null;
  thread: { private: boolean; partyTeamIds: readonly (number | null)[] };
}): boolean {
  if (!input.thread.private || mayModerateBoard(input.role)) return true;
  return input.teamId !== null && input.thread.partyTeamIds.includes(input.teamId);
}

/** Who may open a trade's discussion or announce it: the GMs of its teams and the commissioners. */
export function mayLinkTrade(input: {
  role: BoardRole;
  teamId: number | null;
  partyTeamIds: readonly number[];
}): boolean {
  if (mayModerateBoard(input.role)) return true;
  return input.teamId !== null && input.partyTeamIds.includes(input.teamId);
}

interface AnnouncedSide {
  team: { name: string; abbrev: string };
  gives: {
    players: readonly { firstName: string; lastName: string; position: string }[];
    picks: readonly { year: number; round: number; originalTeam: { abbrev: string } }[];
  };
}

const ROUND_WORDS = ['1st', '2nd', '3rd'];
const roundText = (round: number) => ROUND_WORDS[round - 1] ?? `${round}th`;

/** What one team sends, as a Markdown list item's words; "nothing" for an empty side. */
function assetsText(gives: AnnouncedSide['gives']): string {
  const players = gives.players.map((p) => `${p.firstName} ${p.lastName} (${p.position})`);
  const picks = gives.picks.map(
    (p) => `${p.year} ${roundText(p.round)} round pick (${p.originalTeam.abbrev})`,
  );
  const all = [...players, ...picks];
  return all.length === 0 ? 'nothing' : all.join(', ');
}

/**
 * A completed trade's announcement in General: a title naming both teams, and a body saying what each
 * team gets (what the other gave), with the `#trade-N` reference its card shows.
 */
export function tradeAnnouncement(trade: { id: number; sides: readonly AnnouncedSide[] }): {
  title: string;
  body: string;
} {
  const [first, second] = trade.sides;
  if (!first || !second) throw new Error('A trade has two sides.');
  const gets = (team: AnnouncedSide, other: AnnouncedSide) =>
    `- **${team.team.name}** get ${assetsText(other.gives)}`;
  return {
    title: `Trade: ${first.team.name} and ${second.team.name}`,
    body: [`The trade #trade-${trade.id} is done.`, '', gets(first, second), gets(second, first)].join('\n'),
  };
}

/** A trade proposal's private discussion: its title and opening post. */
export function tradeTalkOpening(trade: {
  id: number;
  sides: readonly { team: { name: string; abbrev: string } }[];
}): { title: string; body: string } {
  const names = trade.sides.map((s) => s.team.name).join(' and ');
  return {
    title: `Trade talk: ${names}`,
    body: `Discussion of #trade-${trade.id} between ${names}: only their GMs and the commissioners read it.`,
  };
}

export const tradeBoardParamsSchema = z.object({ id: idSchema, tradeId: idSchema });
export const newsBoardParamsSchema = z.object({ id: idSchema, newsId: idSchema });

/** A trade's threads on the board, where the viewer may read them; null when there is none (yet). */
export const tradeBoardThreadsSchema = z.object({
  discussion: boardThreadSchema.nullable(),
  announcement: boardThreadSchema.nullable(),
  /** Whether the viewer may open the discussion (a party or a commissioner). */
  canDiscuss: z.boolean(),
  /** Whether the viewer may announce it now: it is completed, not announced, and the viewer is a party. */
  canAnnounce: z.boolean(),
});
export type TradeBoardThreads = z.infer<typeof tradeBoardThreadsSchema>;

/** A second announcement of one trade: 409 naming the thread that already announced it. */
export const boardLinkConflictSchema = apiErrorSchema.extend({ thread: boardThreadSchema });

/** Turns the Discord mirror of a channel on or off (commissioners). */
export const boardMirrorRequestSchema = z.object({ mirrored: z.boolean() });

// References a post may hold at most, read as cards in one request.
export const BOARD_REFERENCE_KEYS_MAX = 30;

const REFERENCE_KEY = new RegExp(`^(${BOARD_REFERENCE_KINDS.join('|')})-(\\d{1,9})$`);

/** `trade-12,game-4`: each key once, in order; a key not of this form is refused. */
export function parseReferenceKeys(keys: string): { kind: BoardReferenceKind; id: number }[] | null {
  const seen = new Map<string, { kind: BoardReferenceKind; id: number }>();
  for (const raw of keys.split(',')) {
    const key = raw.trim().toLowerCase();
    if (key === '') continue;
    const match = REFERENCE_KEY.exec(key);
    if (!match) return null;
    const id = Number(match[2]);
    if (id < 1) return null;
    seen.set(`${match[1]}-${id}`, { kind: match[1] as BoardReferenceKind, id });
  }
  return [...seen.values()];
}

/** The references asked for; checked in the handler once the league is known to exist (parseReferenceKeys). */
export const boardReferencesQuerySchema = z.object({ keys: z.string().optional() });

/** The references as the route reads them: a comma-separated list of at most BOARD_REFERENCE_KEYS_MAX. */
export const boardReferenceKeysSchema = z
  .string()
  .max(BOARD_REFERENCE_KEYS_MAX * 16)
  .refine((keys) => parseReferenceKeys(keys) !== null, {
    message: 'keys: a comma-separated list like trade-12,game-4,player-9',
  })
  .refine((keys) => (parseReferenceKeys(keys)?.length ?? 0) <= BOARD_REFERENCE_KEYS_MAX, {
    message: `keys: at most ${BOARD_REFERENCE_KEYS_MAX} references at once`,
  });

const cardTeam = z.object({ id: z.number().int(), name: z.string(), abbrev: z.string() });

/** The live data of a referenced thing, as its card shows it; `key` is the reference (`trade-12`). */
export const boardReferenceCardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('trade'),
    key: z.string(),
    id: z.number().int(),
    /** The proposal's status (a TradeStatus). */
    status: z.string(),
    teams: z.array(cardTeam),
  }),
  z.object({
    kind: z.literal('game'),
    key: z.string(),
    id: z.number().int(),
    status: z.enum(['scheduled', 'final']),
    home: cardTeam.extend({ score: z.number().int().nullable() }),
    away: cardTeam.extend({ score: z.number().int().nullable() }),
    /** 'REG', 'OT' or 'SO' once final. */
    resultType: z.string().nullable(),
    /** The day it is played, 'yyyy-MM-dd' in the league's time zone. */
    date: z.string(),
    gameType: z.enum(['regular', 'playoff']),
  }),
  z.object({
    kind: z.literal('player'),
    key: z.string(),
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    overall: z.number().int(),
    /** Null for a free agent. */
    team: cardTeam.nullable(),
  }),
]);
export type BoardReferenceCard = z.infer<typeof boardReferenceCardSchema>;

/** The cards of the references the reader may see; a missing or hidden one has no card. */
export const boardReferencesSchema = z.object({ cards: z.array(boardReferenceCardSchema) });
export type BoardReferences = z.infer<typeof boardReferencesSchema>;
