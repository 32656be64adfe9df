// Where the engine's shots come from and how they go in, beside the NHL's figures: expected goals
// against goals, the goal rate by distance, rebounds, defencemen (bench:sim prints it).
import { distanceToNet, type GameRecord } from '@rinkside/domain';

/** Distance bands from the net, feet, with the NHL's goal rate per unblocked attempt in each. */
const BANDS = [
  { label: '0-10 ft', to: 10, nhl: '~20%' },
  { label: '10-20 ft', to: 20, nhl: '~12%' },
  { label: '20-30 ft', to: 30, nhl: '~7%' },
  { label: '30-45 ft', to: 45, nhl: '~3.5%' },
  { label: '45+ ft', to: Infinity, nhl: '~1.5%' },
] as const;

interface Tally {
  attempts: number;
  unblocked: number;
  goals: number;
  xg: number;
}
const tally = (): Tally => ({ attempts: 0, unblocked: 0, goals: 0, xg: 0 });

export class ShotQuality {
  private games = 0;
  private all = tally();
  private bands = BANDS.map(tally);
  private rebounds = tally();
  private others = tally();
  private defence = tally();
  private rush = tally();
  private emptyNet = tally();

  add(data: GameRecord): void {
    this.games++;
    const defence = new Set<string>();
    for (const side of [data.playerStats.teamA, data.playerStats.teamB])
      for (const [id, s] of Object.entries(side))
        if (s.position === 'LD' || s.position === 'RD') defence.add(id);
    for (const e of data.events) {
      if (e.type !== 'GOAL' && e.type !== 'SHOT' && e.type !== 'MISSED_SHOT' && e.type !== 'BLOCKED_SHOT')
        continue;
      const shooter = String(e.type === 'GOAL' ? e.scorer : e.shooter);
      const unblocked = e.type !== 'BLOCKED_SHOT';
      const goal = e.type === 'GOAL' ? 1 : 0;
      const xg = unblocked ? (e.xg ?? 0) : 0;
      const net = e.type === 'GOAL' || e.type === 'MISSED_SHOT' ? e.emptyNet === true : false;
      const groups: Tally[] = [this.all];
      if (defence.has(shooter)) groups.push(this.defence);
      if (net) groups.push(this.emptyNet);
      else if (unblocked) {
        const rebound = e.rebound === true;
        groups.push(rebound ? this.rebounds : this.others);
        if (e.rush === true) groups.push(this.rush);
        if (e.x !== undefined && e.y !== undefined) {
          const d = distanceToNet({ x: e.x, y: e.y });
          const band = BANDS.findIndex((b) => d < b.to);
          groups.push(this.bands[band] as Tally);
        }
      }
      for (const t of groups) {
        t.attempts++;
        if (unblocked) t.unblocked++;
        t.goals += goal;
        t.xg += xg;
      }
    }
  }

  /** The report's numbers, for --json. */
  summary() {
    const rate = (t: Tally) => t.goals / Math.max(1, t.unblocked);
    return {
      goalsPerGame: this.all.goals / this.games,
      xgPerGame: this.all.xg / this.games,
      xgOverGoals: this.all.xg / this.all.goals,
      unblockedGoalRate: rate(this.all),
      byDistance: Object.fromEntries(this.bands.map((t, i) => [BANDS[i]?.label, rate(t)])),
      reboundGoalRate: rate(this.rebounds),
      otherGoalRate: rate(this.others),
      rushGoalRate: rate(this.rush),
      rushShare: this.rush.unblocked / Math.max(1, this.all.unblocked),
      emptyNetGoalRate: rate(this.emptyNet),
      defenceAttemptShare: this.defence.attempts / this.all.attempts,
      defenceGoalShare: this.defence.goals / this.all.goals,
    };
  }

  /** Rows of label, measured, NHL. */
  rows(): [string, string, string][] {
    const s = this.summary();
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    return [
      ['goals / game (both teams)', s.goalsPerGame.toFixed(2), '~6.1'],
      ['xG / game (both teams)', s.xgPerGame.toFixed(2), 'goals ±5%'],
      ['xG ÷ goals', s.xgOverGoals.toFixed(3), '0.95 - 1.05'],
      ['goals per unblocked attempt', pct(s.unblockedGoalRate), '6.5% - 7%'],
      ...this.bands.map((t, i): [string, string, string] => [
        `  from ${BANDS[i]?.label}`,
        `${pct(rate(t))} of ${pct(t.unblocked / Math.max(1, this.all.unblocked))}`,
        BANDS[i]?.nhl ?? '',
      ]),
      ['rebounds / other unblocked', `${pct(s.reboundGoalRate)} / ${pct(s.otherGoalRate)}`, '2-3x'],
      ['rush: share, goal rate', `${pct(s.rushShare)}, ${pct(s.rushGoalRate)}`, ''],
      ['empty-net attempts, goal rate', pct(s.emptyNetGoalRate), ''],
      [
        "defencemen's share: attempts / goals",
        `${pct(s.defenceAttemptShare)} / ${pct(s.defenceGoalShare)}`,
        '~33% / ~15%',
      ],
    ];
  }
}

function rate(t: Tally): number {
  return t.goals / Math.max(1, t.unblocked);
}
