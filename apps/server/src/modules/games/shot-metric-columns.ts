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

/** A team's or on-ice figures as columns; zeros when there were none. One literal: written per player a game. */
export function situationColumns(m: SituationMetrics | undefined): Record<SituationColumn, number> {
  const a = m?.all ?? NONE;
  const f = m?.fiveOnFive ?? NONE;
  return {
    cf: a.cf,
    ca: a.ca,
    ff: a.ff,
    fa: a.fa,
    sf: a.sf,
    sa: a.sa,
    gf: a.gf,
    ga: a.ga,
    xgf_milli: toMilli(a.xgf),
    xga_milli: toMilli(a.xga),
    cf_5v5: f.cf,
    ca_5v5: f.ca,
    ff_5v5: f.ff,
    fa_5v5: f.fa,
    sf_5v5: f.sf,
    sa_5v5: f.sa,
    gf_5v5: f.gf,
    ga_5v5: f.ga,
    xgf_milli_5v5: toMilli(f.xgf),
    xga_milli_5v5: toMilli(f.xga),
  };
}

export function skaterColumns(m: SkaterShotMetrics | undefined): Record<SkaterColumn, number> {
  return { ...situationColumns(m), icf: m?.icf ?? 0, iff: m?.iff ?? 0, ixg_milli: toMilli(m?.ixg ?? 0) };
}

export function goalieColumns(m: GoalieShotMetrics | undefined): Record<GoalieColumn, number> {
  return { fa: m?.fa ?? 0, ga: m?.ga ?? 0, xga_milli: toMilli(m?.xga ?? 0) };
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
