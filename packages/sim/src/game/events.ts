import type { GameEvent, Stoppage, TeamSide } from '@rinkside/domain';
import type { Game, Skater, Team } from './types';

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
const mmss = (seconds: number): string => `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

// 'MM:SS of Pn' for every second of the first five periods, built once (read-only).
const TIME_TABLE: readonly (readonly string[])[] = [1, 2, 3, 4, 5].map((period) =>
  Array.from({ length: 20 * 60 + 1 }, (_, s) => `${mmss(s)} of P${period}`),
);

/** SPEC §3 event time: elapsed clock 'MM:SS of P1' ... 'of P4' (overtime), 'of P5' (shootout). */
export function timeOf(period: number, clock: number): string {
  return TIME_TABLE[period - 1]?.[clock] ?? `${mmss(clock)} of P${period}`;
}

type Extra<T extends GameEvent['type']> = Omit<
  Extract<GameEvent, { type: T }>,
  'type' | 'stoppage' | 'team' | 'time' | 'period' | 'clock' | 'description'
>;

/** Every event-specific field, for the builder below (each case reads only its own). */
type Fields = { [K in GameEvent['type']]: Extra<K> }[GameEvent['type']];
type AllOf<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type AnyFields = AllOf<Fields>;

/**
 * Appends a play-by-play event stamped with the game clock. Each event is one
 * object literal per type (a fixed shape, no copying of `extra`): the play-by-play
 * is the hottest allocation of a game.
 */
export function emit<T extends GameEvent['type']>(
  g: Game,
  type: T,
  team: Team | null,
  stoppage: Stoppage | null,
  description: string,
  extra: Extra<T>,
): void {
  g.events.push(
    build(
      type,
      stoppage,
      team === null ? null : team.side,
      timeOf(g.period, g.clock),
      g.period,
      g.clock,
      description,
      extra as unknown as AnyFields,
    ),
  );
}

function build(
  type: GameEvent['type'],
  stoppage: Stoppage | null,
  team: TeamSide | null,
  time: string,
  period: number,
  clock: number,
  description: string,
  x: AnyFields,
): GameEvent {
  switch (type) {
    case 'LINE_CHANGE':
      return { type, stoppage, team, time, period, clock, description, players: x.players };
    case 'FACEOFF':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        winner: x.winner,
        loser: x.loser,
        zone: x.zone,
      };
    case 'SHOT':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: x.shooter,
        goalie: x.goalie,
        shotType: x.shotType,
        deflectedBy: x.deflectedBy,
        rebound: x.rebound,
      };
    case 'MISSED_SHOT':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: x.shooter,
        shotType: x.shotType,
      };
    case 'BLOCKED_SHOT':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: x.shooter,
        blocker: x.blocker,
      };
    case 'HIT':
      return { type, stoppage, team, time, period, clock, description, hitter: x.hitter, hittee: x.hittee };
    case 'GIVEAWAY':
    case 'TAKEAWAY':
    case 'PENALTY_EXPIRED':
      return { type, stoppage, team, time, period, clock, description, player: x.player };
    case 'GOAL':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        scorer: x.scorer,
        assists: x.assists,
        goalie: x.goalie,
        shotType: x.shotType,
        strength: x.strength,
        emptyNet: x.emptyNet,
        homeScore: x.homeScore,
        awayScore: x.awayScore,
        endedPenalty: x.endedPenalty,
      };
    case 'PENALTY':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        player: x.player,
        infraction: x.infraction,
        minutes: x.minutes,
        severity: x.severity,
        powerPlay: x.powerPlay,
        reducesStrength: x.reducesStrength,
      };
    case 'GOALIE_PULLED':
      return { type, stoppage, team, time, period, clock, description, goalie: x.goalie };
    case 'SHOOTOUT_ATTEMPT':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: x.shooter,
        goalie: x.goalie,
        scored: x.scored,
        round: x.round,
      };
    case 'GAME_END':
      return {
        type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        homeScore: x.homeScore,
        awayScore: x.awayScore,
      };
    default:
      return { type, stoppage, team, time, period, clock, description };
  }
}

export const ordinal = (period: number): string =>
  period === 1 ? '1st' : period === 2 ? '2nd' : period === 3 ? '3rd' : `${period}th`;

export const periodName = (period: number, overtime: boolean): string =>
  overtime ? (period === 4 ? 'overtime' : `overtime period ${period - 3}`) : `${ordinal(period)} period`;

export const nameList = (skaters: readonly Skater[]): string => skaters.map((s) => s.name).join(', ');
