import { z } from 'zod';
import type { SimulationData, TeamSide } from './simulation';

/** How a played game was decided, as game items carry it. */
export const DECIDED_IN = ['regulation', 'overtime', 'shootout'] as const;
export const decidedInSchema = z.enum(DECIDED_IN);
export type DecidedIn = z.infer<typeof decidedInSchema>;

/**
 * A played game's final score, home first. A shootout adds one goal to the winner's score, as NHL
 * standings count it, so the higher score always names the winner.
 */
export interface GameResult {
  homeScore: number;
  awayScore: number;
  decidedIn: DecidedIn;
}

// SPEC §3 simulationData keeps its short codes; everything else speaks in words.
const DECIDED_IN_BY_CODE = {
  REG: 'regulation',
  OT: 'overtime',
  SO: 'shootout',
} as const satisfies Record<SimulationData['decidedIn'], DecidedIn>;

export const decidedInOf = (code: SimulationData['decidedIn']): DecidedIn => DECIDED_IN_BY_CODE[code];

/** The result of a game item; null while it is unplayed. */
export function resultOf(game: {
  homeScore: number | null;
  awayScore: number | null;
  decidedIn: DecidedIn | null;
}): GameResult | null {
  const { homeScore, awayScore, decidedIn } = game;
  return homeScore === null || awayScore === null || decidedIn === null
    ? null
    : { homeScore, awayScore, decidedIn };
}

/** ' (OT)' or ' (SO)' after a score; nothing after regulation. */
export const DECIDED_IN_SUFFIX: Record<DecidedIn, string> = {
  regulation: '',
  overtime: ' (OT)',
  shootout: ' (SO)',
};

/** SPEC §3 score text, home first: '4 - 2', '3 - 2 (OT)'. */
export const scoreText = (result: GameResult): string =>
  `${result.homeScore} - ${result.awayScore}${DECIDED_IN_SUFFIX[result.decidedIn]}`;

export type Outcome = 'W' | 'L' | 'OTL';

/** One team's view of a result: what the standings count. */
export interface TeamOutcome {
  outcome: Outcome;
  goalsFor: number;
  goalsAgainst: number;
  /** Won in regulation (the standings' RW). */
  regulationWin: boolean;
  /** Won in regulation or overtime, not in a shootout (ROW). */
  regulationOvertimeWin: boolean;
}

/** The one rule for W / L / OTL: a loss after regulation (overtime or shootout) is an OTL, worth a point. */
export function teamOutcome(result: GameResult, side: TeamSide): TeamOutcome {
  const home = side === 'home';
  const goalsFor = home ? result.homeScore : result.awayScore;
  const goalsAgainst = home ? result.awayScore : result.homeScore;
  const won = goalsFor > goalsAgainst;
  const regulation = result.decidedIn === 'regulation';
  return {
    outcome: won ? 'W' : regulation ? 'L' : 'OTL',
    goalsFor,
    goalsAgainst,
    regulationWin: won && regulation,
    regulationOvertimeWin: won && result.decidedIn !== 'shootout',
  };
}

/** A team's record: the counts standings and team stats show. */
export interface TeamRecord {
  gamesPlayed: number;
  wins: number;
  losses: number;
  otLosses: number;
  regulationWins: number;
  regulationOvertimeWins: number;
}

export const emptyRecord = (): TeamRecord => ({
  gamesPlayed: 0,
  wins: 0,
  losses: 0,
  otLosses: 0,
  regulationWins: 0,
  regulationOvertimeWins: 0,
});

export function addToRecord(record: TeamRecord, game: TeamOutcome): TeamRecord {
  return {
    gamesPlayed: record.gamesPlayed + 1,
    wins: record.wins + (game.outcome === 'W' ? 1 : 0),
    losses: record.losses + (game.outcome === 'L' ? 1 : 0),
    otLosses: record.otLosses + (game.outcome === 'OTL' ? 1 : 0),
    regulationWins: record.regulationWins + (game.regulationWin ? 1 : 0),
    regulationOvertimeWins: record.regulationOvertimeWins + (game.regulationOvertimeWin ? 1 : 0),
  };
}
