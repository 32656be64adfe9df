import type { GoalieShotMetrics, ShotMetrics, SituationMetrics, SkaterShotMetrics } from '@rinkside/domain';
import { NO_SHOT_METRICS } from '@rinkside/domain';
import type { SituationColumn } from '../../db/schema';

// A game's analytics (rink/game-analytics.ts) as the columns of its stats rows, and a season's sums of
// those columns back as analytics. Expected goals are stored in whole thousandths so that sums are exact.

const COUNTS = ['cf', 'ca', 'ff', 'fa', 'sf', 'sa', 'gf', 'ga'] as const;

export const SITUATION_COLUMNS: readonly SituationColumn[] = [
  ...COUNTS,
  'xgf_milli',
  'xga_milli',
  ...COUNTS.map((c) => `${c}_5v5` as const),
  'xgf_milli_5v5',
  'xga_milli_5v5',
];
export const SKATER_COLUMNS = [...SITUATION_COLUMNS, 'icf', 'iff', 'ixg_milli'] as const;
export const GOALIE_COLUMNS = ['fa', 'ga', 'xga_milli'] as const;

type SkaterColumn = (typeof SKATER_COLUMNS)[number];
type GoalieColumn = (typeof GOALIE_COLUMNS)[number];

export const toMilli = (xg: number): number => Math.round(xg * 1000);
const fromMilli = (milli: number): number => milli / 1000;
const n = (value: unknown): number => Number(value ?? 0);

const NONE = NO_SHOT_METRICS;

/**
 * Adds a team's or on-ice figures to a stats row as its columns; zeros when there were none. Stored one
 * by one: this runs per player a game, and V8 copies an object spread of this size slowly (docs/decisions/065).
 */
export function addSituationColumns<T extends object>(row: T, m: SituationMetrics | undefined) {
  const a = m?.all ?? NONE;
  const f = m?.fiveOnFive ?? NONE;
  const r = row as T & Record<SituationColumn, number>;
  r.cf = a.cf;
  r.ca = a.ca;
  r.ff = a.ff;
  r.fa = a.fa;
  r.sf = a.sf;
  r.sa = a.sa;
  r.gf = a.gf;
  r.ga = a.ga;
  r.xgf_milli = toMilli(a.xgf);
  r.xga_milli = toMilli(a.xga);
  r.cf_5v5 = f.cf;
  r.ca_5v5 = f.ca;
  r.ff_5v5 = f.ff;
  r.fa_5v5 = f.fa;
  r.sf_5v5 = f.sf;
  r.sa_5v5 = f.sa;
  r.gf_5v5 = f.gf;
  r.ga_5v5 = f.ga;
  r.xgf_milli_5v5 = toMilli(f.xgf);
  r.xga_milli_5v5 = toMilli(f.xga);
  return r;
}

export function addSkaterColumns<T extends object>(row: T, m: SkaterShotMetrics | undefined) {
  const r = addSituationColumns(row, m) as T & Record<SkaterColumn, number>;
  r.icf = m?.icf ?? 0;
  r.iff = m?.iff ?? 0;
  r.ixg_milli = toMilli(m?.ixg ?? 0);
  return r;
}

export function addGoalieColumns<T extends object>(row: T, m: GoalieShotMetrics | undefined) {
  const r = row as T & Record<GoalieColumn, number>;
  r.fa = m?.fa ?? 0;
  r.ga = m?.ga ?? 0;
  r.xga_milli = toMilli(m?.xga ?? 0);
  return r;
}

function metricsOf(sums: Partial<Record<SituationColumn, unknown>>, suffix: '' | '_5v5'): ShotMetrics {
  const get = (c: string) => n(sums[`${c}${suffix}` as SituationColumn]);
  return {
    cf: get('cf'),
    ca: get('ca'),
    ff: get('ff'),
    fa: get('fa'),
    sf: get('sf'),
    sa: get('sa'),
    gf: get('gf'),
    ga: get('ga'),
    xgf: fromMilli(get('xgf_milli')),
    xga: fromMilli(get('xga_milli')),
  };
}

/** Sums of the situation columns (numbers, or strings as PostgreSQL answers a bigint sum) as analytics. */
export function situationMetricsOf(sums: Partial<Record<SituationColumn, unknown>>): SituationMetrics {
  return { all: metricsOf(sums, ''), fiveOnFive: metricsOf(sums, '_5v5') };
}

export function skaterShotMetricsOf(sums: Partial<Record<SkaterColumn, unknown>>): SkaterShotMetrics {
  return {
    ...situationMetricsOf(sums),
    icf: n(sums.icf),
    iff: n(sums.iff),
    ixg: fromMilli(n(sums.ixg_milli)),
  };
}

export function goalieShotMetricsOf(sums: Partial<Record<GoalieColumn, unknown>>): GoalieShotMetrics {
  const ga = n(sums.ga);
  const xgaMilli = n(sums.xga_milli);
  return { fa: n(sums.fa), ga, xga: fromMilli(xgaMilli), gsax: fromMilli(xgaMilli - ga * 1000) };
}
