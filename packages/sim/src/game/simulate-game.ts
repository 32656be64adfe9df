import {
  describeGame,
  type GameRecord,
  type LineupInput,
  type Player,
  type PlayerId,
  type SimulationData,
} from '@rinkside/domain';
import { resolveSlots } from '../lineup/resolve-lineup';
import type { Rng } from '../rng';
import { boxScore } from './box-score';
import { faceoff, whistle } from './faceoff';
import { considerGoaliePull } from './goalie-pull';
import { clearBoxes } from './penalties';
import { playStep } from './possession';
import { prepareTeam } from './prepare-team';
import { leaveIce, manageBench } from './shifts';
import { shootout } from './shootout';
import { startingGame } from './starting-game';
import { GOALIE_EDGE, GOALIE_FATIGUE, PULL_DOWN_ONE, PULL_DOWN_TWO } from './tuning';
import { NEUTRAL_ZONE, type Game, type GameType, type Team } from './types';

export interface TeamInput {
  name: string;
  /** The roster; injured, scratched, minor-league and prospect players do not dress. */
  players: readonly Player[];
  /** The GM's lineup (SPEC §3 slots). Empty slots and unknown ids are filled by autoLineup. */
  lineup?: LineupInput | null;
  /** How worn out the starting goalie is, 0 (rested) to 1 (many starts in a row): a tired goalie saves less. */
  goalieFatigue?: number;
}

export interface GameInput {
  home: TeamInput;
  away: TeamInput;
  /** Stored as SimulationData.date; the engine never reads a clock. */
  date?: string;
  /** Regular season: 5-minute 3-on-3 overtime, then a shootout. Playoffs: 20-minute 5-on-5 periods until a goal. */
  gameType?: GameType;
}

export interface SimulateOptions {
  rng: Rng;
}

const REGULATION = 20 * 60;
const REGULAR_OVERTIME = 5 * 60;
/** No goalie is pulled before this clock (hot-loop guard). */
const LATE_THIRD = REGULATION - Math.max(PULL_DOWN_ONE, PULL_DOWN_TWO);

function playPeriod(g: Game, period: number, length: number, overtime: boolean): void {
  g.period = period;
  g.clock = 0;
  g.periodLength = length;
  g.overtime = overtime;
  for (const t of g.teams) {
    t.goalsByPeriod[period - 1] ??= 0;
    t.shotsByPeriod[period - 1] ??= 0;
    t.unit = 'EV';
    t.line = 0;
    t.pair = 0;
    t.forwardShift = 0;
    t.defenseShift = 0;
    t.goalieIn = true;
    t.goalie.onSince = g.elapsed;
    t.unitSince = g.elapsed;
    t.checkAt = g.elapsed;
  }
  g.events.push({
    type: 'PERIOD_START',
    stoppage: 'START_OF_PERIOD',
    team: null,
    period: g.period,
    clock: g.clock,
  });
  whistle(g, g.teams[0], NEUTRAL_ZONE, true);
  while (g.clock < g.periodLength && !g.over) {
    if (g.faceoffPending) {
      manageBench(g, g.teams[0], true);
      manageBench(g, g.teams[1], true);
      considerGoaliePull(g);
      faceoff(g);
      continue;
    }
    if (g.period === 3 && g.clock >= LATE_THIRD) considerGoaliePull(g);
    for (const t of g.teams) if (g.elapsed >= t.checkAt) manageBench(g, t, false);
    playStep(g);
  }
  for (const t of g.teams) leaveIce(g, t);
  g.events.push({ type: 'PERIOD_END', stoppage: 'END_PERIOD', team: null, period: g.period, clock: g.clock });
}

/** An id as the box score keys it: '12' and 12 are the same player (String(id) is the key). */
const idKey = (id: PlayerId): PlayerId => {
  if (typeof id === 'number') return id;
  const n = Number(id);
  return String(n) === id ? n : id;
};

function assertDistinctIds(input: GameInput): void {
  const home = new Set<PlayerId>();
  for (const p of input.home.players) home.add(idKey(p.id));
  for (const p of input.away.players) {
    if (home.has(idKey(p.id)))
      throw new Error(`Player id ${p.id} is on both teams; ids must be unique across the two rosters`);
  }
}

/** The goal odds a team's goalie allows: his goaltending against 70, and how worn out he is. */
function setGoalieLeak(team: Team, fatigue: number | undefined): void {
  const tired = Math.min(1, Math.max(0, fatigue ?? 0));
  team.leak = Math.exp((-GOALIE_EDGE * (team.goalie.save - 70)) / 10) * (1 + GOALIE_FATIGUE * tired);
}

/**
 * Plays one game, event by event, with the caller's seeded rng: three periods,
 * then overtime (and a regular-season shootout) if tied. Pure: the same input
 * and the same seed give the same record. The record holds facts only; describeGame
 * writes its play-by-play text.
 */
export function simulateGameRecord(input: GameInput, options: SimulateOptions): GameRecord {
  assertDistinctIds(input);
  const gameType = input.gameType ?? 'regular';
  const home = prepareTeam(input.home.name, 'home', resolveSlots(input.home.players, input.home.lineup));
  const away = prepareTeam(input.away.name, 'away', resolveSlots(input.away.players, input.away.lineup));
  setGoalieLeak(home, input.home.goalieFatigue);
  setGoalieLeak(away, input.away.goalieFatigue);
  const g = startingGame(options.rng, gameType, [home, away], REGULATION);
  for (let period = 1; period <= 3; period++) playPeriod(g, period, REGULATION, false);
  let decidedIn: 'REG' | 'OT' | 'SO' = 'REG';
  if (home.goals === away.goals) {
    decidedIn = 'OT';
    if (gameType === 'playoff') {
      for (let period = 4; home.goals === away.goals; period++) playPeriod(g, period, REGULATION, true);
    } else {
      playPeriod(g, 4, REGULAR_OVERTIME, true);
    }
  }
  clearBoxes(g);
  let homeScore = home.goals;
  let awayScore = away.goals;
  if (homeScore === awayScore) {
    decidedIn = 'SO';
    if (shootout(g) === 0) homeScore++;
    else awayScore++;
  }
  g.winner = homeScore > awayScore ? 0 : 1;
  g.events.push({
    type: 'GAME_END',
    stoppage: 'GAME_OVER',
    team: null,
    period: g.period,
    clock: g.clock,
    homeScore,
    awayScore,
  });
  return boxScore(g, input.date ?? '', decidedIn, homeScore, awayScore);
}

/** simulateGameRecord with the play-by-play text written: SPEC §3 SimulationData. */
export function simulateGame(input: GameInput, options: SimulateOptions): SimulationData {
  return describeGame(simulateGameRecord(input, options));
}
