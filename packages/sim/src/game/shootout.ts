import { at } from '../list';
import { SHOOTOUT_BASE } from './tuning';
import type { Game, Skater, Team } from './types';

/** Shooters in the coach's order: best shootout skill first. */
const shootersOf = (team: Team): Skater[] =>
  team.bench.filter((s) => !s.hurt).sort((a, b) => b.shootout - a.shootout);

const ROUNDS = 3;

/** Decided: in the first three rounds when one side cannot catch up; after, when a round ends uneven. */
function decided(round: number, made: [number, number], taken: [number, number]): boolean {
  if (round > ROUNDS) return taken[0] === taken[1] && made[0] !== made[1];
  const left: [number, number] = [ROUNDS - taken[0], ROUNDS - taken[1]];
  return made[0] > made[1] + left[1] || made[1] > made[0] + left[0];
}

/**
 * Regular-season shootout (P5): three rounds, then sudden death; home shoots
 * first. A shooter's move against the goalie's breakaway and penalty-shot skill.
 * Returns the winning team's index; the winner gets one goal on the final score.
 */
export function shootout(g: Game): 0 | 1 {
  g.period = 5;
  g.clock = 0;
  g.events.push({
    type: 'PERIOD_START',
    stoppage: 'START_OF_PERIOD',
    team: null,
    period: g.period,
    clock: g.clock,
  });
  const shooters = [shootersOf(g.teams[0]), shootersOf(g.teams[1])] as const;
  const made: [number, number] = [0, 0];
  const taken: [number, number] = [0, 0];
  for (let round = 1; ; round++) {
    for (const side of [0, 1] as const) {
      const team = g.teams[side];
      const goalie = side === 0 ? g.teams[1].goalie : g.teams[0].goalie;
      const shooter = at(shooters[side], (round - 1) % shooters[side].length);
      const p = SHOOTOUT_BASE * Math.exp((shooter.shootout - 70) / 25 - (goalie.shootout - 70) / 25);
      const scored = g.rng.next() < p;
      taken[side]++;
      if (scored) made[side]++;
      g.events.push({
        type: 'SHOOTOUT_ATTEMPT',
        stoppage: null,
        team: team.side,
        period: g.period,
        clock: g.clock,
        shooter: shooter.id,
        goalie: goalie.id,
        scored,
        round,
      });
      if (decided(round, made, taken)) return made[0] > made[1] ? 0 : 1;
    }
  }
}
