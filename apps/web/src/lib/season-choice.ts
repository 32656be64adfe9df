import { seasonLabel, type SeasonSummary } from '@rinkside/domain';
import { useSearchParams } from 'react-router';
import { useSeasons } from './queries/get-seasons';

const PARAM = 'season';
// The bracket's links named the season `?seasonId=` before every season page had a selector: they still work.
const OLD_PARAM = 'seasonId';

/** A season id as the address gives it: digits naming a positive id, else null (the current season). */
export function parseSeasonParam(value: string | null): number | null {
  if (value === null || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The season a league page shows, kept in the address (`?season=ID`) so a link or a reload shows the same
 * season; null is the league's current season, which keeps the address bare.
 */
export function useSeasonParam(): [number | null, (next: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const seasonId = parseSeasonParam(params.get(PARAM)) ?? parseSeasonParam(params.get(OLD_PARAM));
  const setSeasonId = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(OLD_PARAM);
        if (next === null) updated.delete(PARAM);
        else updated.set(PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return [seasonId, setSeasonId];
}

export interface SeasonChoice {
  /** The season to ask the server for; undefined asks for the current one. */
  seasonId: number | undefined;
  /** The season chosen in the address (null: the current one). */
  chosen: number | null;
  choose: (next: number | null) => void;
  /** A finished season is shown read-only. True while the league's seasons are loading and one is named. */
  past: boolean;
  /** The chosen season, once the league's seasons are known. */
  season: SeasonSummary | undefined;
  /** Its label, '2026–27', once known. */
  label: string | undefined;
}

/** The season a league page shows, from the address, and whether it is a past one. */
export function useSeasonChoice(leagueId: number): SeasonChoice {
  const [chosen, choose] = useSeasonParam();
  const seasons = useSeasons(leagueId);
  const active = seasons.data?.find((s) => s.active);
  const season = seasons.data?.find((s) => s.id === (chosen ?? active?.id));
  return {
    seasonId: chosen ?? undefined,
    chosen,
    choose,
    past: chosen !== null && chosen !== active?.id,
    season,
    label: season && seasonLabel(season.startYear),
  };
}
