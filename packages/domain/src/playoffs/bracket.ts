import type { PlayoffFormat, SeriesLength } from './settings';

/** How a team earned its place: a division finish or a wild card (NHL format), or a plain seed. */
export type QualifiedAs =
  | { kind: 'division'; division: string; place: number }
  | { kind: 'wildCard'; place: number }
  | { kind: 'seed' };

export interface BracketTeam {
  teamId: number;
  /** 1 is the top seed of the team's group: its conference, or the league when seeded league-wide. */
  seed: number;
  /** The conference the team was seeded in; null when seeded league-wide. */
  conference: string | null;
  qualifiedAs: QualifiedAs;
}

/** One side of a series: a team known from the seeding, or the winner of an earlier series. */
export type SeriesSlot =
  { kind: 'team'; teamId: number; seed: number } | { kind: 'winnerOf'; seriesId: string };

/**
 * A series as the bracket fixes it before any game. `highSeed` is the side of the better seed's
 * path; who actually has home ice is settled once both teams are known (see `resolveBracket`).
 */
export interface BracketSeries {
  id: string;
  /** The conference whose teams meet here; null for the final and for league-wide brackets. */
  conference: string | null;
  highSeed: SeriesSlot;
  lowSeed: SeriesSlot;
}

/** Home ice goes to the higher seed, or to the better regular-season record. */
export type HomeIceRule = 'seed' | 'record';

export interface BracketRound {
  seriesLength: SeriesLength;
  homeIce: HomeIceRule;
  series: BracketSeries[];
}

export interface PlayoffBracket {
  format: PlayoffFormat;
  /** Every playoff team, group by group in seed order. */
  teams: BracketTeam[];
  /** The playoff teams' ids from the best regular-season record to the worst, by the tie-breakers. */
  byRecord: number[];
  /** A fixed bracket: later rounds name the series that feed them, never reseeded. */
  rounds: BracketRound[];
}
