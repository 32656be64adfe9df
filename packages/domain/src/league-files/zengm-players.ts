import type { Contract } from '../player';
import type {
  ImportedDraftRecord,
  ImportedInjury,
  ImportedPlayer,
  ImportedPlayerPlace,
  ImportedStatLine,
} from './league-import-plan';
import { countryCodeFrom } from './zengm-countries';
import type { ZengmContract, ZengmPlayer, ZengmStatsRow } from './zengm-file-schema';
import { currentRatings, type ImportedPosition } from './zengm-positions';
import { rateZengmPlayer, roleFrom } from './zengm-ratings';

// One ZenGM player as Rinkside stores him (docs/decisions/083). ZenGM's seasons are named by the year
// they are played in and Rinkside's by the year they start: ZenGM's 2026 is Rinkside's 2026-27, and the
// draft that closes it is Rinkside's 2027 draft.

/** ZenGM's tid values for players on no team (FORMAT §6). */
export const ZENGM_FREE_AGENT = -1;
export const ZENGM_UNDRAFTED = -2;

/** Rinkside's year of the draft that closes ZenGM's season `season`. */
export const rinksideDraftYear = (zengmSeason: number): number => zengmSeason + 1;

const bound = (value: number, min: number, max: number): number =>
  Math.max(min, Math.min(max, Math.round(value)));

/** Age as ZenGM counts it: the season less the year of birth (FORMAT §6 bio), within Rinkside's 16-50. */
export const ageIn = (season: number, bornYear: number): number => bound(season - bornYear, 16, 50);

/** A file made by hand may leave out the birth year; such a player is carried at a prime age. */
export const AGE_WITHOUT_BIRTH_YEAR = 25;
export const ageOf = (player: ZengmPlayer, season: number): number =>
  player.born.year === undefined ? AGE_WITHOUT_BIRTH_YEAR : ageIn(season, player.born.year);

/**
 * A contract on a roster: ZenGM's amount is thousands of dollars a season and `exp` the last season it
 * covers, so the cap hit is amount × 1000 and the seasons left count this one: exp − season + 1 (a deal
 * expiring this season has one left, as Rinkside's own expiring contracts do until the rollover).
 */
export function contractFrom(contract: ZengmContract, season: number): Contract {
  return {
    capHit: Math.round(contract.amount * 1000),
    yearsLeft: bound(contract.exp - season + 1, 1, 11),
    type: contract.rookie ? 'entry-level' : 'standard',
  };
}

/** Out three games or fewer is day-to-day, as Rinkside's own injuries are. */
export const DAY_TO_DAY_GAMES = 3;

export function injuryFrom(injury: ZengmPlayer['injury']): ImportedInjury | null {
  if (!injury || injury.gamesRemaining <= 0) return null;
  const gamesRemaining = Math.round(injury.gamesRemaining);
  return { type: injury.type, gamesRemaining, dayToDay: gamesRemaining <= DAY_TO_DAY_GAMES };
}

/** Where he was drafted; null when he never was (round 0 or no team, FORMAT §6 draft). */
export function draftRecordFrom(draft: ZengmPlayer['draft']): ImportedDraftRecord | null {
  if (!draft || draft.round <= 0 || draft.tid < 0) return null;
  return {
    year: rinksideDraftYear(draft.year),
    round: draft.round,
    pickInRound: draft.pick,
    sourceTeamId: draft.tid,
    originalSourceTeamId: draft.originalTid >= 0 ? draft.originalTid : draft.tid,
  };
}

/** One ZenGM stats row as a season line. Goals and assists are not stored; ZenGM sums their parts. */
export function statLineFrom(row: ZengmStatsRow, currentSeason: number): ImportedStatLine {
  const n = Math.round;
  const goals = n(row.evG + row.ppG + row.shG);
  const assists = n(row.evA + row.ppA + row.shA);
  return {
    startYear: row.season,
    seasonType: row.playoffs ? 'playoffs' : 'regular',
    sourceTeamId: row.tid,
    currentSeason: row.season === currentSeason,
    gamesPlayed: n(row.gp),
    goals,
    assists,
    points: goals + assists,
    plusMinus: n(row.pm),
    pim: n(row.pim),
    shots: n(row.s),
    hits: n(row.hit),
    blocks: n(row.blk),
    faceoffsWon: n(row.fow),
    faceoffsLost: n(row.fol),
    minutes: row.min,
    goalie:
      row.gpGoalie > 0
        ? {
            gamesPlayed: n(row.gpGoalie),
            wins: n(row.gW),
            // Rinkside has no ties: a tie (only in leagues that allow them) counts as an overtime loss.
            losses: n(row.gL),
            otLosses: n(row.gOTL + row.gT),
            goalsAgainst: n(row.ga),
            saves: n(row.sv),
            shotsAgainst: n(row.ga + row.sv),
            shutouts: n(row.so),
            minutes: row.gMin,
          }
        : null,
  };
}

function placeOf(player: ZengmPlayer, season: number): ImportedPlayerPlace | null {
  if (player.tid >= 0) return { kind: 'team', sourceTeamId: player.tid };
  if (player.tid === ZENGM_FREE_AGENT) return { kind: 'free-agent' };
  if (player.tid === ZENGM_UNDRAFTED) {
    // A prospect's ratings row carries his draft year (FORMAT §6); a file made by hand may say neither.
    const draftYear = player.draft?.year ?? currentRatings(player).season ?? season;
    return { kind: 'draft-prospect', draftYear: rinksideDraftYear(draftYear) };
  }
  return null; // retired, or a value ZenGM uses only inside its own views
}

const jerseyNumberFrom = (jersey: string | undefined): number | null => {
  const number = Number(jersey);
  return Number.isInteger(number) && number >= 1 && number <= 98 ? number : null;
};

/** The player as Rinkside would store him, or null when he is not carried (retired). */
export function importedPlayerFrom(
  player: ZengmPlayer,
  position: ImportedPosition,
  season: number,
): ImportedPlayer | null {
  const place = placeOf(player, season);
  if (!place) return null;
  const row = currentRatings(player);
  const age = ageOf(player, season);
  const rated = rateZengmPlayer(row, position.position, age);
  return {
    sourcePlayerId: player.pid,
    place,
    firstName: player.firstName.trim() || '—',
    lastName: player.lastName.trim() || player.firstName.trim() || '—',
    ...position,
    age,
    height: bound(player.hgt ?? 73, 60, 84),
    weight: bound(player.weight ?? 200, 140, 280),
    country: countryCodeFrom(player.born.loc),
    jerseyNumber: jerseyNumberFrom(player.jerseyNumber),
    ...rated,
    role: roleFrom(position.position, row.skills ?? []),
    contract: place.kind === 'team' && player.contract ? contractFrom(player.contract, season) : null,
    injury: injuryFrom(player.injury),
    draft: draftRecordFrom(player.draft),
    stats: player.stats.filter((line) => line.tid >= 0).map((line) => statLineFrom(line, season)),
    sourceOverall: row.ovr,
  };
}
