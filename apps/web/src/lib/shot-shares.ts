import { sharePercent, type ShotMetrics } from '@rinkside/domain';

/** Expected-goals share in percent, one decimal; null with none either way. */
export function xgShare(m: Pick<ShotMetrics, 'xgf' | 'xga'>): number | null {
  const total = m.xgf + m.xga;
  return total <= 0 ? null : Math.round((m.xgf / total) * 1000) / 10;
}

/** '54.5%', or '-' for no share. */
export const formatShare = (share: number | null): string => (share === null ? '-' : `${share.toFixed(1)}%`);

/** Corsi (cf, ca), Fenwick (ff, fa) or any counts' share, formatted. */
export const formatCountShare = (forCount: number, againstCount: number): string =>
  formatShare(sharePercent(forCount, againstCount));
