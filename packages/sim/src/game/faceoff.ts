import { at } from '../list';
import { placeFaceoff } from './places';
import { type Game, type Skater, type Team, type Zone } from './types';

const ZONE_NAMES = ['defensive', 'neutral', 'offensive'] as const;

/** The man taking the draw: the centre if he is out there, else the best faceoff man. */
function centreOf(team: Team): Skater {
  let best = at(team.onIce, 0);
  for (const s of team.onIce) {
    if (s.pos === 'C' && best.pos !== 'C') best = s;
    else if ((s.pos === 'C') === (best.pos === 'C') && s.faceoff > best.faceoff) best = s;
  }
  return best;
}

/** Drops the puck after a stoppage. Faceoff skill and strength decide; home takes the last change edge. */
export function faceoff(g: Game): void {
  const [home, away] = g.teams;
  const h = centreOf(home);
  const a = centreOf(away);
  const homeWins = g.rng.next() < 0.51 + (h.faceoff - a.faceoff) * 0.006;
  const winner = homeWins ? h : a;
  const loser = homeWins ? a : h;
  const zone = (winner.team.index === g.faceoffTeam ? g.faceoffZone : 2 - g.faceoffZone) as Zone;
  h.faceoffsTaken++;
  a.faceoffsTaken++;
  winner.faceoffsWon++;
  winner.team.faceoffsWon++;
  g.possession = winner.team.index;
  g.zone = zone;
  g.faceoffPending = false;
  g.rush = false;
  placeFaceoff(g, g.faceoffZone, winner.team.index !== g.faceoffTeam);
  home.frozen = false;
  away.frozen = false;
  g.events.push({
    type: 'FACEOFF',
    stoppage: 'FACEOFF',
    team: winner.team.side,
    period: g.period,
    clock: g.clock,
    winner: winner.id,
    loser: loser.id,
    zone: ZONE_NAMES[zone],
    x: g.spot.x,
    y: g.spot.y,
  });
}

/**
 * A whistle: the next play starts with a faceoff in `zone` of `team` (at centre ice with `centre`);
 * both benches may change.
 */
export function whistle(g: Game, team: Team, zone: Zone, centre = false): void {
  g.faceoffPending = true;
  g.faceoffTeam = team.index;
  g.faceoffZone = zone;
  g.faceoffCentre = centre;
}
