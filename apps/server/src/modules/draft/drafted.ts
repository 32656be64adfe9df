import { type PlayerDraft, pickInRound } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { listOverallsOfYears, listPicksOfPlayers } from './drafted-repo';

/** Where each of these players was drafted in the league, by player id (those never drafted left out). */
export async function draftsOfPlayers(
  db: Db,
  leagueId: number,
  playerIds: readonly number[],
): Promise<Map<number, PlayerDraft>> {
  const drafted = new Map<number, PlayerDraft>();
  if (playerIds.length === 0) return drafted;
  const picks = await listPicksOfPlayers(db, leagueId, playerIds);
  if (picks.length === 0) return drafted;
  const boards = await listOverallsOfYears(db, leagueId, [...new Set(picks.map((p) => p.year))]);
  for (const pick of picks) {
    if (pick.player_id === null || pick.overall === null) continue;
    const board = boards.flatMap((b) =>
      b.year === pick.year && b.overall !== null ? [{ round: b.round, overall: b.overall }] : [],
    );
    drafted.set(pick.player_id, {
      seasonId: pick.season_id ?? null,
      year: pick.year,
      round: pick.round,
      pickInRound: pickInRound({ round: pick.round, overall: pick.overall }, board),
      overall: pick.overall,
      team: { id: pick.team_id, name: pick.name, abbreviation: pick.abbreviation },
    });
  }
  return drafted;
}
