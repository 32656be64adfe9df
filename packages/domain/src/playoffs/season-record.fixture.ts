import { HOCKEY_TEAMS } from '../teams';
import type { SeasonRecord } from './tie-breakers';

/** A team's season for tests: 82 games, points from wins and overtime losses, level otherwise. */
export function seasonRecord(
  teamId: number,
  season: Partial<Omit<SeasonRecord, 'teamId' | 'points'>> & { otLosses?: number } = {},
): SeasonRecord {
  const { otLosses = 0, ...rest } = season;
  const record = {
    teamId,
    conference: null,
    division: null,
    gamesPlayed: 82,
    wins: 41,
    regulationWins: 30,
    regulationOvertimeWins: 36,
    goalsFor: 250,
    goalsAgainst: 250,
    ...rest,
  };
  return { ...record, points: 2 * record.wins + otLosses };
}

/** Team ids as Rinkside numbers the 32 hockey teams in tests: their place in HOCKEY_TEAMS, from 1. */
export const teamIdOf = (abbreviation: string): number =>
  HOCKEY_TEAMS.findIndex((t) => t.abbreviation === abbreviation) + 1;

// Shaped like the NHL's 2023–24 final standings (Utah in Arizona's place): W, OTL, RW, ROW, GF, GA.
// Washington and Detroit finish level on 91 points; Nashville and Los Angeles on 99.
const SEASON: Record<string, [number, number, number, number, number, number]> = {
  FLA: [52, 6, 42, 49, 268, 200],
  BOS: [47, 15, 35, 43, 267, 222],
  TOR: [46, 10, 37, 43, 303, 263],
  TBL: [45, 8, 36, 41, 291, 268],
  DET: [41, 9, 27, 36, 278, 274],
  BUF: [39, 6, 34, 37, 246, 244],
  OTT: [37, 4, 31, 35, 255, 281],
  MTL: [30, 16, 21, 26, 236, 289],
  NYR: [55, 4, 43, 52, 282, 229],
  CAR: [52, 7, 44, 50, 279, 216],
  NYI: [39, 16, 30, 36, 246, 263],
  WSH: [40, 11, 32, 36, 220, 257],
  PIT: [38, 12, 31, 34, 254, 251],
  PHI: [38, 11, 30, 34, 235, 261],
  NJD: [38, 5, 33, 36, 264, 283],
  CBJ: [27, 12, 20, 24, 237, 300],
  DAL: [52, 9, 42, 48, 298, 234],
  WPG: [52, 6, 43, 49, 259, 199],
  COL: [50, 7, 41, 46, 304, 254],
  NSH: [47, 5, 40, 44, 269, 248],
  STL: [43, 6, 31, 38, 239, 250],
  MIN: [39, 9, 30, 35, 251, 263],
  UTA: [36, 5, 29, 33, 256, 274],
  CHI: [23, 6, 17, 20, 179, 290],
  VAN: [50, 9, 42, 47, 279, 223],
  EDM: [49, 6, 44, 48, 294, 237],
  LAK: [44, 11, 38, 42, 256, 215],
  VGK: [45, 8, 35, 42, 267, 245],
  CGY: [38, 5, 32, 36, 253, 271],
  SEA: [34, 13, 27, 31, 217, 236],
  ANA: [27, 5, 20, 24, 204, 295],
  SJS: [19, 9, 13, 17, 181, 331],
};

export const nhlSeason = (): SeasonRecord[] =>
  HOCKEY_TEAMS.map((team) => {
    const [wins, otLosses, regulationWins, regulationOvertimeWins, goalsFor, goalsAgainst] = SEASON[
      team.abbreviation
    ] ?? [0, 0, 0, 0, 0, 0];
    return seasonRecord(teamIdOf(team.abbreviation), {
      conference: team.conference,
      division: team.division,
      wins,
      otLosses,
      regulationWins,
      regulationOvertimeWins,
      goalsFor,
      goalsAgainst,
    });
  });
