import { waiverPriority } from '@rinkside/domain';
import { findActiveSeason, regularSeasonRecords, type Db } from '../leagues/api';
import { teamIdsOfLeague } from './waivers-repo';

const NOT_PLAYED = { gamesPlayed: 0, points: 0, wins: 0 };

/**
 * The league's waiver priority, first claimant first: each team's record in the active regular season,
 * ranked by the domain's rule (`waiverPriority`, docs/decisions/043).
 */
export async function waiverOrder(db: Db, leagueId: number): Promise<number[]> {
  const [teams, season] = await Promise.all([teamIdsOfLeague(db, leagueId), findActiveSeason(db, leagueId)]);
  const ids = teams.map((t) => t.id);
  const records = season ? await regularSeasonRecords(db, season.id, ids) : new Map();
  return waiverPriority(ids.map((teamId) => ({ teamId, ...(records.get(teamId) ?? NOT_PLAYED) })));
}
