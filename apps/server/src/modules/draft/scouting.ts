import {
  addDays,
  leagueDay,
  positionSchema,
  rankProspects,
  scoutingProgress,
  scoutProjection,
} from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { type ClassRow, type SeasonRow, regularSeasonDays } from './repo';

export interface SeasonScouting {
  /** 0 at the regular season's middle day, 1 on its last day and after. */
  progress: number;
  visible: boolean;
  /** The league day the class shows from; null when the season has no regular-season games yet. */
  visibleFrom: string | null;
}

const DAY_MS = 86_400_000;

/**
 * How far the scouts are with the season's class (docs/decisions/049): the regular season's first and last
 * game days from its schedule, its middle day, and the league's day today.
 */
export async function seasonScouting(
  db: Db,
  league: Pick<LeagueRow, 'time_zone' | 'simulated_to'>,
  season: Pick<SeasonRow, 'id' | 'phase'>,
  now: Date,
): Promise<SeasonScouting> {
  const days = await regularSeasonDays(db, season.id);
  const first = days?.first ?? null;
  const last = days?.last ?? null;
  const over = season.phase === 'playoffs' || season.phase === 'offseason';
  if (first === null || last === null) return { progress: over ? 1 : 0, visible: over, visibleFrom: null };
  const length = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
  const midSeason = addDays(first, Math.floor(length / 2));
  const today = leagueDay(now, league.time_zone, league.simulated_to);
  const progress = over ? 1 : scoutingProgress({ today, midSeason, seasonEnd: last });
  return { progress, visible: over || today >= midSeason, visibleFrom: midSeason };
}

/** The class as the scouts see it at `progress`, ranked (true potential stays in the row, never sent). */
export function rankedClass(rows: readonly ClassRow[], progress: number) {
  return rankProspects(
    rows.map((row) => ({
      ...row,
      position: positionSchema.parse(row.position),
      projected: scoutProjection(row.potential ?? row.overall, row.scout_bias, progress),
    })),
  );
}
export type RankedProspect = ReturnType<typeof rankedClass>[number];
