import { sharePercent, type SituationMetrics } from '@rinkside/domain';
import { formatShare, xgShare } from '../../../lib/shot-shares';
import type { StatColumn } from './stats-table';

/**
 * CF%, FF%, xGF, xGA and xGF% of a row's season analytics (a team's, or a skater's on the ice); '-' for
 * rows without them (seasons played before attempts had a place).
 */
export function shotMetricColumns<T>(
  metricsOf: (row: T) => SituationMetrics | undefined,
  onIce = false,
): StatColumn<T>[] {
  const all = (row: T) => metricsOf(row)?.all;
  const share = (value: (row: T) => number | null) => ({
    value,
    render: (row: T) => formatShare(value(row)),
    align: 'right' as const,
  });
  const where = onIce ? ' on the ice' : '';
  return [
    {
      key: 'cfPercent',
      label: 'CF%',
      title: `Corsi share${where}: shot attempts`,
      ...share((row) => {
        const m = all(row);
        return m ? sharePercent(m.cf, m.ca) : null;
      }),
    },
    {
      key: 'ffPercent',
      label: 'FF%',
      title: `Fenwick share${where}: unblocked attempts`,
      ...share((row) => {
        const m = all(row);
        return m ? sharePercent(m.ff, m.fa) : null;
      }),
    },
    {
      key: 'xgf',
      label: 'xGF',
      title: `Expected goals for${where}`,
      value: (row) => all(row)?.xgf ?? null,
      render: (row) => all(row)?.xgf.toFixed(1) ?? '-',
      align: 'right',
    },
    {
      key: 'xga',
      label: 'xGA',
      title: `Expected goals against${where}`,
      value: (row) => all(row)?.xga ?? null,
      render: (row) => all(row)?.xga.toFixed(1) ?? '-',
      ascending: true,
      align: 'right',
    },
    {
      key: 'xgfPercent',
      label: 'xGF%',
      title: `Expected-goals share${where}`,
      ...share((row) => {
        const m = all(row);
        return m ? xgShare(m) : null;
      }),
    },
  ];
}
