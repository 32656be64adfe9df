import type { GoalStrength } from '@rinkside/domain';
import { whistle } from './faceoff';
import { endMinorOnGoal } from './penalties';
import { weighted } from './pick';
import { baseSkaters } from './shifts';
import * as T from './tuning';
import { NEUTRAL_ZONE, PASSER, SECOND_PASSER, opponentOf, type Game, type Skater, type Team } from './types';

/** Goal strength from the scoring team's view: only penalties count, not a pulled goalie. */
function strengthOf(g: Game, scoring: Team, defending: Team): GoalStrength {
  const a = baseSkaters(g, scoring);
  const d = baseSkaters(g, defending);
  return a > d ? 'PP' : a < d ? 'SH' : 'EV';
}

/** A shot on goal (a goal is one too) for the team and the player credited. */
export function addShot(g: Game, team: Team, shooter: Skater): void {
  team.shots++;
  shooter.shots++;
  team.shotsByPeriod[g.period - 1] = (team.shotsByPeriod[g.period - 1] ?? 0) + 1;
}

/**
 * The puck is in: score, assists, plus-minus, a power-play goal frees a penalized man. The attempt's
 * place, type and expected goals are g.shot's.
 */
export function scoreGoal(g: Game, team: Team, scorer: Skater, firstAssist: Skater | null): void {
  const rng = g.rng;
  const shot = g.shot;
  const opponent = opponentOf(g, team);
  const emptyNet = !opponent.goalieIn;
  const strength = strengthOf(g, team, opponent);
  // Primary and secondary assists go to two different teammates, never the scorer.
  const roll = rng.next();
  const count = roll < T.UNASSISTED ? 0 : roll < T.UNASSISTED + T.ONE_ASSIST ? 1 : 2;
  const primary =
    count > 0 && team.onIce.length > 1 ? (firstAssist ?? weighted(rng, team.onIce, PASSER, scorer)) : null;
  const secondary =
    primary !== null && count > 1 && team.onIce.length > 2
      ? weighted(rng, team.onIce, SECOND_PASSER, scorer, primary)
      : null;
  addShot(g, team, scorer);
  team.goals++;
  team.goalsByPeriod[g.period - 1] = (team.goalsByPeriod[g.period - 1] ?? 0) + 1;
  scorer.goals++;
  if (primary !== null) {
    primary.assists++;
    primary.primaryAssists++;
  }
  if (secondary !== null) secondary.assists++;
  if (emptyNet) team.emptyNetGoals++;
  else {
    opponent.goalie.shotsAgainst++;
    opponent.goalie.goalsAgainst++;
  }
  if (strength === 'PP') {
    scorer.ppGoals++;
    team.ppGoals++;
  } else {
    for (const s of team.onIce) s.plusMinus++;
    for (const s of opponent.onIce) s.plusMinus--;
  }
  const freed = strength === 'PP' ? endMinorOnGoal(opponent) : null;
  const [home, away] = g.teams;
  g.events.push({
    type: 'GOAL',
    stoppage: 'GOAL',
    team: team.side,
    period: g.period,
    clock: g.clock,
    scorer: scorer.id,
    assists: primary === null ? [] : secondary === null ? [primary.id] : [primary.id, secondary.id],
    goalie: emptyNet ? null : opponent.goalie.id,
    shotType: shot.shotType,
    strength,
    emptyNet,
    homeScore: home.goals,
    awayScore: away.goals,
    endedPenalty: freed ? freed.id : null,
    rebound: shot.rebound,
    x: shot.x,
    y: shot.y,
    xg: shot.xg,
    rush: shot.rush,
  });
  whistle(g, team, NEUTRAL_ZONE, true);
  if (g.overtime) g.over = true; // sudden death
}
