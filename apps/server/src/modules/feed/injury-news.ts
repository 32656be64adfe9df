import type { Injury } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { injuryChangesToTell } from '../players/injury-changes';
import { type NewNews, recordNews } from './service';

/** One player's injury as a game changed it: hurt in it (`after`), or back for it (`after` null). */
export interface InjuryNews {
  player: { id: number; firstName: string; lastName: string };
  team: { id: number; name: string };
  before: Injury | null;
  after: Injury | null;
}

/**
 * The news of the injuries a game changed, told with the game: a player newly hurt (an injury other
 * than the one he had), or back (his injury over).
 */
export function newsOfGameInjuries(
  news: { leagueId: number; seasonId: number; at: string },
  injuries: readonly InjuryNews[],
): NewNews[] {
  const items: NewNews[] = [];
  for (const { player, team, before, after } of injuries) {
    const about = { ...news, teamId: team.id };
    const who = {
      playerId: player.id,
      playerName: `${player.firstName} ${player.lastName}`,
      teamId: team.id,
      teamName: team.name,
    };
    if (after === null && before !== null) items.push({ ...about, kind: 'player_back', payload: who });
    else if (after !== null && before?.injuredOn !== after.injuredOn)
      items.push({
        ...about,
        kind: 'player_injured',
        payload: { ...who, injury: after.type, returnDate: after.returnDate },
      });
  }
  return items;
}

/**
 * The league news of the injury changes a batch of games is about to store for players of teams that did
 * not play in it: a team's player newly hurt, back once his stored injury is over. Read before the
 * write, so a change already stored is never told twice; free agents make no news.
 */
export async function newsOfInjuryChanges(
  db: Db,
  changes: ReadonlyMap<number, Injury | null>,
  at: string,
): Promise<void> {
  for (const change of await injuryChangesToTell(db, changes)) {
    const { player, team } = change;
    const news = { leagueId: player.leagueId, teamId: team.id, at };
    const who = { playerId: player.id, playerName: player.name, teamId: team.id, teamName: team.name };
    await recordNews(
      db,
      change.kind === 'player_back'
        ? { ...news, kind: 'player_back', payload: who }
        : {
            ...news,
            kind: 'player_injured',
            payload: { ...who, injury: change.injury.type, returnDate: change.injury.returnDate },
          },
    );
  }
}
