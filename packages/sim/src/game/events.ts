import type { GameEventRecord, Stoppage, TeamSide } from '@rinkside/domain';
import type { Game, Team } from './types';

type Extra<T extends GameEventRecord['type']> = Omit<
  Extract<GameEventRecord, { type: T }>,
  'type' | 'stoppage' | 'team' | 'period' | 'clock'
>;

/** Every event-specific field, for the builder below (each case reads only its own). */
type Fields = { [K in GameEventRecord['type']]: Extra<K> }[GameEventRecord['type']];
type AllOf<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
type AnyFields = AllOf<Fields>;

/**
 * Appends a play-by-play event stamped with the game clock. The engine records facts only; the
 * text is written from them when a game is shown (describeGame). Each event is one object
 * literal per type (a fixed shape, no copying of `extra`): the play-by-play is the hottest
 * allocation of a game.
 */
export function emit<T extends GameEventRecord['type']>(
  g: Game,
  type: T,
  team: Team | null,
  stoppage: Stoppage | null,
  extra: Extra<T>,
): void {
  g.events.push(
    build(type, stoppage, team === null ? null : team.side, g.period, g.clock, extra as unknown as AnyFields),
  );
}

function build(
  type: GameEventRecord['type'],
  stoppage: Stoppage | null,
  team: TeamSide | null,
  period: number,
  clock: number,
  x: AnyFields,
): GameEventRecord {
  switch (type) {
    case 'LINE_CHANGE':
      return { type, stoppage, team, period, clock, players: x.players };
    case 'FACEOFF':
      return { type, stoppage, team, period, clock, winner: x.winner, loser: x.loser, zone: x.zone };
    case 'SHOT':
      return {
        type,
        stoppage,
        team,
        period,
        clock,
        shooter: x.shooter,
        goalie: x.goalie,
        shotType: x.shotType,
        deflectedBy: x.deflectedBy,
        rebound: x.rebound,
        deflectedFrom: x.deflectedFrom,
      };
    case 'MISSED_SHOT':
      return {
        type,
        stoppage,
        team,
        period,
        clock,
        shooter: x.shooter,
        shotType: x.shotType,
        emptyNet: x.emptyNet,
      };
    case 'BLOCKED_SHOT':
      return { type, stoppage, team, period, clock, shooter: x.shooter, blocker: x.blocker };
    case 'HIT':
      return { type, stoppage, team, period, clock, hitter: x.hitter, hittee: x.hittee };
    case 'GIVEAWAY':
    case 'TAKEAWAY':
    case 'PENALTY_EXPIRED':
      return { type, stoppage, team, period, clock, player: x.player };
    case 'GOAL':
      return {
        type,
        stoppage,
        team,
        period,
        clock,
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
        period,
        clock,
        player: x.player,
        infraction: x.infraction,
        minutes: x.minutes,
        severity: x.severity,
        powerPlay: x.powerPlay,
        reducesStrength: x.reducesStrength,
        coincidental: x.coincidental,
      };
    case 'GOALIE_PULLED':
      return { type, stoppage, team, period, clock, goalie: x.goalie };
    case 'SHOOTOUT_ATTEMPT':
      return {
        type,
        stoppage,
        team,
        period,
        clock,
        shooter: x.shooter,
        goalie: x.goalie,
        scored: x.scored,
        round: x.round,
      };
    case 'GAME_END':
      return { type, stoppage, team, period, clock, homeScore: x.homeScore, awayScore: x.awayScore };
    default:
      return { type, stoppage, team, period, clock };
  }
}
