import type { Rng } from '../rng';
import { NEUTRAL_ZONE, type Game, type GameType } from './types';

/** A game before its opening faceoff: first period, clock at zero, puck at centre ice. */
export function startingGame(rng: Rng, gameType: GameType, teams: Game['teams'], periodLength: number): Game {
  return {
    rng,
    gameType,
    teams,
    events: [],
    period: 1,
    clock: 0,
    elapsed: 0,
    periodLength,
    overtime: false,
    possession: 0,
    zone: NEUTRAL_ZONE,
    faceoffPending: true,
    faceoffTeam: 0,
    faceoffZone: NEUTRAL_ZONE,
    faceoffCentre: true,
    rush: false,
    shot: {
      x: 0,
      y: 0,
      shotType: 'wrist',
      rebound: false,
      rush: false,
      skatersFor: 5,
      skatersAgainst: 5,
      emptyNet: false,
      xg: 0,
    },
    spot: { x: 0, y: 0 },
    over: false,
    winner: null,
    injuries: [],
  };
}
