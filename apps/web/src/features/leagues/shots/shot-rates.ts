import { formatShare, xgShare } from '../../../lib/shot-shares';
import { sharePercent, type GoalieStats, type SkaterStats, type TeamStats } from '@rinkside/domain';

export interface Rate {
  label: string;
  /** What the abbreviation stands for. */
  title: string;
  value: string;
}

const percent = formatShare;

const perSixty = (count: number, seconds: number): string =>
  seconds <= 0 ? '-' : ((count * 3600) / seconds).toFixed(2);

/** A skater's season: his own expected goals and attempts, and the shares while he was on the ice. */
export function skaterRates(s: SkaterStats): Rate[] | null {
  const m = s.shotMetrics;
  if (!m) return null;
  // The stats give his average time a game; the season's is that times his games.
  const seconds = s.icetime * s.gamesPlayed;
  return [
    { label: 'ixG', title: 'Individual expected goals', value: m.ixg.toFixed(2) },
    { label: 'ixG/60', title: 'Individual expected goals per 60 minutes', value: perSixty(m.ixg, seconds) },
    { label: 'iCF/60', title: 'Own shot attempts per 60 minutes', value: perSixty(m.icf, seconds) },
    { label: 'xGF%', title: 'Expected-goals share on the ice', value: percent(xgShare(m.all)) },
    {
      label: 'CF%',
      title: 'Corsi share on the ice: shot attempts',
      value: percent(sharePercent(m.all.cf, m.all.ca)),
    },
    {
      label: 'FF%',
      title: 'Fenwick share on the ice: unblocked attempts',
      value: percent(sharePercent(m.all.ff, m.all.fa)),
    },
    {
      label: '5v5 CF%',
      title: 'Corsi share on the ice at 5-on-5',
      value: percent(sharePercent(m.fiveOnFive.cf, m.fiveOnFive.ca)),
    },
  ];
}

/** A goalie's season: attempts faced, the goals they were expected to give up, goals saved above expected. */
export function goalieRates(g: GoalieStats): Rate[] | null {
  const m = g.shotMetrics;
  if (!m) return null;
  return [
    { label: 'FA', title: 'Unblocked attempts faced', value: String(m.fa) },
    { label: 'xGA', title: 'Expected goals against', value: m.xga.toFixed(2) },
    { label: 'GA', title: 'Goals against', value: String(m.ga) },
    {
      label: 'GSAx',
      title: 'Goals saved above expected',
      value: `${m.gsax > 0 ? '+' : ''}${m.gsax.toFixed(2)}`,
    },
    {
      label: 'GSAx/60',
      title: 'Goals saved above expected per 60 minutes',
      value: perSixty(m.gsax, g.icetime),
    },
  ];
}

/** A team's season: expected goals for and against, and its shares of attempts and expected goals. */
export function teamRates(t: TeamStats): Rate[] | null {
  const m = t.shotMetrics;
  if (!m) return null;
  const perGame = (v: number) => (t.gamesPlayed === 0 ? '-' : (v / t.gamesPlayed).toFixed(2));
  return [
    { label: 'xGF', title: 'Expected goals for', value: m.all.xgf.toFixed(1) },
    { label: 'xGA', title: 'Expected goals against', value: m.all.xga.toFixed(1) },
    { label: 'xGF/GP', title: 'Expected goals for a game', value: perGame(m.all.xgf) },
    { label: 'xGA/GP', title: 'Expected goals against a game', value: perGame(m.all.xga) },
    { label: 'xGF%', title: 'Expected-goals share', value: percent(xgShare(m.all)) },
    { label: 'CF%', title: 'Corsi share: shot attempts', value: percent(sharePercent(m.all.cf, m.all.ca)) },
    {
      label: 'FF%',
      title: 'Fenwick share: unblocked attempts',
      value: percent(sharePercent(m.all.ff, m.all.fa)),
    },
    { label: '5v5 xGF%', title: 'Expected-goals share at 5-on-5', value: percent(xgShare(m.fiveOnFive)) },
  ];
}
