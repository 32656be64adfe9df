import { HALL_OF_FAME_WAIT_SEASONS, hallOfFameCareerSchema, type HallOfFameResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { requireLeague } from '../leagues/service';
import * as repo from './repo';

/** The league's hall of fame, the latest class first. */
export async function getHallOfFame(ctx: AppContext, leagueId: number): Promise<HallOfFameResponse> {
  await requireLeague(ctx, leagueId);
  const rows = await repo.inductees(ctx.database.db, leagueId);
  return {
    waitSeasons: HALL_OF_FAME_WAIT_SEASONS,
    inductees: rows.map((row) => ({
      playerId: row.player_id,
      playerName: `${row.first_name} ${row.last_name}`,
      position: row.position,
      inductedSeasonId: row.inducted_season_id,
      inductedSeasonName: row.season_name,
      value: Number(row.value),
      career: hallOfFameCareerSchema.parse(JSON.parse(row.career)),
    })),
  };
}
