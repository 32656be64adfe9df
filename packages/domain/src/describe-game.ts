import type { PlayerId } from './player';
import { descriptionOf, eventTime, finalScoreOf, type GameNames } from './event-text';
import type { GameEvent, SimulationData } from './simulation';

type Untold<E> = E extends unknown ? Omit<E, 'time' | 'description'> : never;
export type Told<T extends GameEvent['type']> = Untold<Extract<GameEvent, { type: T }>>;

/**
 * A play-by-play event as the engine records it: every SPEC §3 field but the text (`time`,
 * `description`), which describeEvent writes. A few events carry what only their text needs.
 */
export type GameEventRecord =
  | Exclude<Untold<GameEvent>, { type: 'SHOT' | 'MISSED_SHOT' | 'PENALTY' }>
  /** `deflectedFrom`: whose shot `deflectedBy` redirected (null without a deflection). */
  | (Told<'SHOT'> & { deflectedFrom: PlayerId | null })
  /** `emptyNet`: fired at an empty net. */
  | (Told<'MISSED_SHOT'> & { emptyNet: boolean })
  /** `coincidental`: one of two matching minors after a scrum. */
  | (Told<'PENALTY'> & { coincidental: boolean });

/** What a game's result rows and injuries read from it: a GameRecord and a SimulationData alike. */
export type PlayedGame = Omit<SimulationData, 'events' | 'finalScore'>;

/**
 * A played game as the engine returns it and the league stores it: SimulationData without any text.
 * describeGame turns it into the SimulationData the API answers, descriptions and final score included.
 */
export type GameRecord = PlayedGame & {
  teamNames: { home: string; away: string };
  events: GameEventRecord[];
};

export function gameNamesOf(record: GameRecord): GameNames {
  const names: GameNames = {
    full: new Map(),
    last: new Map(),
    goalies: new Set(),
    teams: record.teamNames,
    decidedIn: record.decidedIn,
  };
  // The stats are keyed by String(id); an event holds the id itself, a number or a string.
  const add = (key: string, p: { firstName: string; lastName: string }, goalie: boolean) => {
    const n = Number(key);
    const ids: PlayerId[] = String(n) === key ? [key, n] : [key];
    for (const id of ids) {
      names.full.set(id, `${p.firstName} ${p.lastName}`);
      names.last.set(id, p.lastName);
      if (goalie) names.goalies.add(id);
    }
  };
  for (const side of [record.playerStats.teamA, record.playerStats.teamB])
    for (const [id, p] of Object.entries(side)) add(id, p, false);
  for (const side of [record.goalieStats.teamA, record.goalieStats.teamB])
    for (const [id, p] of Object.entries(side)) add(id, p, true);
  return names;
}

type Extra = 'emptyNet' | 'rebound' | 'shotType' | 'x' | 'y' | 'xg' | 'rush';
const PLACE: readonly Extra[] = ['x', 'y'];
const CHANCE: readonly Extra[] = ['x', 'y', 'xg', 'rush'];
const MISS: readonly Extra[] = ['emptyNet', 'rebound', 'x', 'y', 'xg', 'rush'];
const BLOCK: readonly Extra[] = ['shotType', 'x', 'y'];
const GOAL_CHANCE: readonly Extra[] = ['rebound', 'x', 'y', 'xg', 'rush'];

/**
 * The event's place and chance fields (rink.ts, expected-goals.ts) on its told copy, those it has:
 * games played before events had a place have none, and a told event never holds an undefined key.
 */
function withExtras(told: GameEvent, e: GameEventRecord, keys: readonly Extra[]): GameEvent {
  const from = e as Partial<Record<Extra, unknown>>;
  const to = told as Partial<Record<Extra, unknown>>;
  for (const key of keys) if (from[key] !== undefined) to[key] = from[key];
  return told;
}

/**
 * One event with its SPEC §3 text, its fields in the order the API has always answered them. One
 * object literal per type (no spreading): a season's games are described often.
 */
export function describeEvent(e: GameEventRecord, names: GameNames): GameEvent {
  const description = descriptionOf(e, names);
  const time = eventTime(e.period, e.clock);
  const { stoppage, team, period, clock } = e;
  let told: GameEvent;
  switch (e.type) {
    case 'LINE_CHANGE':
      return { type: e.type, stoppage, team, time, period, clock, description, players: e.players };
    case 'FACEOFF':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        winner: e.winner,
        loser: e.loser,
        zone: e.zone,
      };
      return withExtras(told, e, PLACE);
    case 'SHOT':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: e.shooter,
        goalie: e.goalie,
        shotType: e.shotType,
        deflectedBy: e.deflectedBy,
        rebound: e.rebound,
      };
      return withExtras(told, e, CHANCE);
    case 'MISSED_SHOT':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: e.shooter,
        shotType: e.shotType,
      };
      return withExtras(told, e, MISS);
    case 'BLOCKED_SHOT':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: e.shooter,
        blocker: e.blocker,
      };
      return withExtras(told, e, BLOCK);
    case 'HIT':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        hitter: e.hitter,
        hittee: e.hittee,
      };
      return withExtras(told, e, PLACE);
    case 'GIVEAWAY':
    case 'TAKEAWAY':
      told = { type: e.type, stoppage, team, time, period, clock, description, player: e.player };
      return withExtras(told, e, PLACE);
    case 'PENALTY_EXPIRED':
      return { type: e.type, stoppage, team, time, period, clock, description, player: e.player };
    case 'GOAL':
      told = {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        scorer: e.scorer,
        assists: e.assists,
        goalie: e.goalie,
        shotType: e.shotType,
        strength: e.strength,
        emptyNet: e.emptyNet,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
        endedPenalty: e.endedPenalty,
      };
      return withExtras(told, e, GOAL_CHANCE);
    case 'PENALTY':
      return {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        player: e.player,
        infraction: e.infraction,
        minutes: e.minutes,
        severity: e.severity,
        powerPlay: e.powerPlay,
        reducesStrength: e.reducesStrength,
      };
    case 'GOALIE_PULLED':
      return { type: e.type, stoppage, team, time, period, clock, description, goalie: e.goalie };
    case 'SHOOTOUT_ATTEMPT':
      return {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        shooter: e.shooter,
        goalie: e.goalie,
        scored: e.scored,
        round: e.round,
      };
    case 'GAME_END':
      return {
        type: e.type,
        stoppage,
        team,
        time,
        period,
        clock,
        description,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
      };
    default:
      return { type: e.type, stoppage, team, time, period, clock, description };
  }
}

/** SimulationData (SPEC §3) from a stored game record: the text of every event and the final score. */
export function describeGame(record: GameRecord): SimulationData {
  const names = gameNamesOf(record);
  const data: SimulationData = {
    events: new Array<GameEvent>(record.events.length),
    finalScore: finalScoreOf(record.teamNames, record),
    date: record.date,
    homeScore: record.homeScore,
    awayScore: record.awayScore,
    decidedIn: record.decidedIn,
    statistics: record.statistics,
    playerStats: record.playerStats,
    goalieStats: record.goalieStats,
    threeStars: record.threeStars,
  };
  for (let i = 0; i < record.events.length; i++)
    data.events[i] = describeEvent(record.events[i] as GameEventRecord, names);
  if (record.injuries !== undefined) data.injuries = record.injuries;
  if (record.replacements !== undefined) data.replacements = record.replacements;
  return data;
}
