import type { Db } from '../../db/schema';
import { findActiveSeasonYear, findDraftStatus, insertPicks, listPickKeys, listTeamIds } from './repo';

/**
 * Makes every team of the league own its picks for each draft year in [fromYear, toYear], rounds 1 to
 * `rounds` (docs/decisions/049): a missing pick is added, owned by its original team. Returns how many.
 */
export async function ensurePickYears(
  db: Db,
  input: { leagueId: number; fromYear: number; toYear: number; rounds: number },
): Promise<number> {
  const { leagueId, fromYear, toYear, rounds } = input;
  if (toYear < fromYear || rounds < 1) return 0;
  const [teams, existing] = await Promise.all([
    listTeamIds(db, leagueId),
    listPickKeys(db, leagueId, fromYear, toYear),
  ]);
  const have = new Set(existing.map((p) => `${p.original_team_id}:${p.year}:${p.round}`));
  const missing = [];
  for (const team of teams)
    for (let year = fromYear; year <= toYear; year += 1)
      for (let round = 1; round <= rounds; round += 1)
        if (!have.has(`${team.id}:${year}:${round}`))
          missing.push({
            league_id: leagueId,
            original_team_id: team.id,
            owner_team_id: team.id,
            year,
            round,
          });
  for (let i = 0; i < missing.length; i += 200) await insertPicks(db, missing.slice(i, i + 200));
  return missing.length;
}

/**
 * The first draft year whose picks may still change: the active season's draft year, or the one after it
 * once that draft has started (or finished).
 */
export async function firstOpenDraftYear(db: Db, leagueId: number): Promise<number | null> {
  const season = await findActiveSeasonYear(db, leagueId);
  if (!season) return null;
  const draft = await findDraftStatus(db, season.id);
  const started = draft !== undefined && draft.status !== 'upcoming';
  return season.start_year + (started ? 2 : 1);
}
