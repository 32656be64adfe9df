import type { GameEvent, SimulationData, TeamSide } from '@rinkside/domain';
import { periodLabel, shootoutPeriodOf } from '../shared/play-labels';
import { nameOf, rosterIndex } from '../shared/roster-index';

export interface SummaryGoal {
  time: string;
  team: TeamSide;
  scorer: string;
  assists: string[];
  /** 'PP', 'SH', 'EN' tags. */
  tags: string[];
  score: string;
}

export interface SummaryPenalty {
  time: string;
  team: TeamSide;
  player: string;
  infraction: string;
  minutes: number;
}

export interface SummaryPeriod {
  period: number;
  label: string;
  goals: SummaryGoal[];
  penalties: SummaryPenalty[];
}

export interface SummaryShootoutAttempt {
  round: number;
  team: TeamSide;
  shooter: string;
  scored: boolean;
}

const clockOf = (event: GameEvent) => event.time.slice(0, 5);

/** The Game Summary tab: goals with scorer and assists, and penalties, period by period; the shootout. */
export function gameSummary(data: SimulationData): {
  periods: SummaryPeriod[];
  shootout: SummaryShootoutAttempt[];
} {
  const players = rosterIndex(data);
  const shootoutPeriod = shootoutPeriodOf(data);
  const periods = new Map<number, SummaryPeriod>();
  const shootout: SummaryShootoutAttempt[] = [];
  const periodOf = (n: number) => {
    let p = periods.get(n);
    if (!p) {
      p = { period: n, label: periodLabel(n, shootoutPeriod), goals: [], penalties: [] };
      periods.set(n, p);
    }
    return p;
  };
  for (const event of data.events) {
    if (event.period === shootoutPeriod) {
      if (event.type === 'SHOOTOUT_ATTEMPT' && event.team)
        shootout.push({
          round: event.round,
          team: event.team,
          shooter: nameOf(players, event.shooter),
          scored: event.scored,
        });
      continue;
    }
    if (event.type === 'PERIOD_START') periodOf(event.period);
    if (event.type === 'GOAL' && event.team) {
      const tags = [event.strength === 'EV' ? '' : event.strength, event.emptyNet ? 'EN' : ''].filter(
        Boolean,
      );
      periodOf(event.period).goals.push({
        time: clockOf(event),
        team: event.team,
        scorer: nameOf(players, event.scorer),
        assists: event.assists.map((a) => nameOf(players, a)),
        tags,
        score: `${event.homeScore} - ${event.awayScore}`,
      });
    }
    if (event.type === 'PENALTY' && event.team) {
      periodOf(event.period).penalties.push({
        time: clockOf(event),
        team: event.team,
        player: nameOf(players, event.player),
        infraction: event.infraction,
        minutes: event.minutes,
      });
    }
  }
  return { periods: [...periods.values()].sort((a, b) => a.period - b.period), shootout };
}
