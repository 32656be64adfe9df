import { manageBench, setGoalie } from './shifts';
import { PULL_DOWN_ONE, PULL_DOWN_TWO } from './tuning';
import { DEFENSIVE_ZONE, opponentOf, type Game, type Team } from './types';

function wantsExtraAttacker(g: Game, team: Team): boolean {
  if (g.period !== 3 || g.overtime) return false;
  const deficit = opponentOf(g, team).goals - team.goals;
  const left = g.periodLength - g.clock;
  return (deficit === 1 && left <= PULL_DOWN_ONE) || (deficit === 2 && left <= PULL_DOWN_TWO);
}

/**
 * Late in the third, a team down one or two goals pulls its goalie for an extra
 * attacker once it has the puck out of its own end (or a draw outside it). He
 * goes back in when the game is tied again or the deficit grows past two.
 */
export function considerGoaliePull(g: Game): void {
  for (const team of g.teams) {
    const wants = wantsExtraAttacker(g, team);
    if (team.goalieIn && wants) {
      const ready = g.faceoffPending
        ? !(g.faceoffTeam === team.index && g.faceoffZone === DEFENSIVE_ZONE)
        : g.possession === team.index && g.zone !== DEFENSIVE_ZONE;
      if (!ready) continue;
      setGoalie(g, team, false);
      g.events.push({
        type: 'GOALIE_PULLED',
        stoppage: null,
        team: team.side,
        period: g.period,
        clock: g.clock,
        goalie: team.goalie.id,
      });
      manageBench(g, team, g.faceoffPending);
    } else if (!team.goalieIn && !wants) {
      setGoalie(g, team, true);
      manageBench(g, team, true);
    }
  }
}
