import {
  type BoardReferenceCard,
  type BoardReferences,
  boardReferenceKeysSchema,
  parseReferenceKeys,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../http/errors';
import { boardViewer } from '../board/api';
import { getTrade } from '../trades/list';
import { findGames, findPlayers } from './references-repo';

/** The trade's card, if the reader may see the trade; none for one missing or hidden (no leak). */
async function tradeCard(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number },
): Promise<BoardReferenceCard | null> {
  try {
    const trade = await getTrade(ctx, input.leagueId, input.tradeId, input.userId);
    return {
      kind: 'trade',
      key: `trade-${trade.id}`,
      id: trade.id,
      status: trade.status,
      teams: trade.sides.map((side) => side.team),
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The live cards of the trades, games and players a post references (decision 090), in the keys' order:
 * a trade as the reader may see it (its status now), a game's teams and score, a player's team and
 * overall. A reference to nothing of this league's, or to a trade the reader may not see, has no card.
 */
export async function boardReferenceCards(
  ctx: AppContext,
  input: { leagueId: number; userId: number; keys: string | undefined },
): Promise<BoardReferences> {
  const { db } = ctx.database;
  // A league that is not there is not found, whatever was asked of it.
  await boardViewer(db, input.leagueId, input.userId);
  const checked = boardReferenceKeysSchema.safeParse(input.keys);
  if (!checked.success)
    throw badRequest(checked.error.issues[0]?.message ?? 'keys: a list like trade-12,game-4,player-9');
  const refs = parseReferenceKeys(checked.data) ?? [];
  const idsOf = (kind: string) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const [trades, games, players] = await Promise.all([
    Promise.all(
      idsOf('trade').map((tradeId) =>
        tradeCard(ctx, { leagueId: input.leagueId, tradeId, userId: input.userId }),
      ),
    ),
    findGames(db, { leagueId: input.leagueId, ids: idsOf('game') }),
    findPlayers(db, { leagueId: input.leagueId, ids: idsOf('player') }),
  ]);
  const cards = new Map<string, BoardReferenceCard>();
  for (const card of trades) if (card) cards.set(card.key, card);
  for (const game of games)
    cards.set(`game-${game.id}`, {
      kind: 'game',
      key: `game-${game.id}`,
      id: game.id,
      status: game.status,
      home: { id: game.home_id, name: game.home_name, abbrev: game.home_abbrev, score: game.home_score },
      away: { id: game.away_id, name: game.away_name, abbrev: game.away_abbrev, score: game.away_score },
      resultType: game.result_type,
      date: game.game_date,
      gameType: game.game_type,
    });
  for (const player of players)
    cards.set(`player-${player.id}`, {
      kind: 'player',
      key: `player-${player.id}`,
      id: player.id,
      firstName: player.first_name,
      lastName: player.last_name,
      position: player.position,
      overall: player.overall,
      team:
        player.team_id === null || player.team_name === null || player.team_abbrev === null
          ? null
          : { id: player.team_id, name: player.team_name, abbrev: player.team_abbrev },
    });
  return { cards: refs.flatMap((ref) => cards.get(`${ref.kind}-${ref.id}`) ?? []) };
}
