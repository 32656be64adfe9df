import type { Player, Position } from '@rinkside/domain';
import { chance, gaussian, weightedIndex, type Rng } from '../rng';
import { at } from '../list';
import { generatePlayer } from '../player/generate-player';
import { anyRole, starRole } from '../player/roles';
import { REGULAR_OFFSET } from '../player/generate-roster';
import { scoutingNote } from './scouting-note';

export interface DraftClassOptions {
  /** How many prospects to make (the caller passes round(1.3 × picks) minus re-entries). */
  size: number;
  /** The draft year: players are 18 by September 15 of it (a few older ones: 19). */
  draftYear: number;
  /** The league's quality (LEAGUE_QUALITY in apps/server/src/modules/leagues/build-rosters.ts; pass the number). */
  quality: number;
}

export interface GeneratedProspect {
  /** status 'draft', no team; age, ratings, potential (true), position, country, handedness, height, weight, name. */
  player: Player;
  /** The scouts' error on his potential, in [-1, 1]. */
  scoutBias: number;
  /** One or two sentences in a scout's voice from his ratings and role. */
  scoutingNote: string;
}

// The NHL draft's mix by position: over time teams draft in the shape of a roster of 13 forwards,
// 7 defencemen and 2 goalies (DobberProspects, "NHL Draft Pick Probabilities By Position", the first
// 210 picks of the 2000-09 drafts; docs/decisions/049).
const POSITIONS: readonly (readonly [Position, number])[] = [
  ['C', 21],
  ['LW', 19],
  ['RW', 18],
  ['D', 32],
  ['G', 10],
];
// Where a class is born, set by hand to look like a recent NHL draft: Canada about a third, the USA a
// quarter, then Sweden, Russia, Finland and Czechia, a few from the smaller hockey countries.
const COUNTRIES: readonly (readonly [string, number])[] = [
  ['CAN', 36],
  ['USA', 25],
  ['SWE', 10],
  ['RUS', 7],
  ['FIN', 6],
  ['CZE', 5],
  ['SVK', 3],
  ['SUI', 3],
  ['GER', 3],
  ['LAT', 1],
  ['DEN', 1],
];
/** Prospects a year older than the class: passed over once, or born too late for last year's draft. */
const OLDER_SHARE = 0.12;

// The class's talent (calibrated by `npm run bench:draft` against the NHL's yield by round, decision
// 049). A prospect's talent, in overall points, rises gently through the bulk of a class, steeply
// through its top 30% (the first two or three rounds) and steeper still for its top 2%. His
// potential is a regular forward's level plus his talent; his overall today follows it, well below.
//
// Every prospect is measured from a regular's level at his own position (a regular defenceman or goalie is
// rated higher than a regular forward, generate-roster.ts); the scouts rank a class by projection above that
// level (packages/domain rankProspects), so every round keeps near the class's mix of positions and a
// drafted goalie or defenceman makes it as often as a forward drafted with him.
const POTENTIAL_FROM_REGULAR = -6.5;
const TALENT_SLOPE = 3;
const TOP_FROM = 0.55;
const TOP_SLOPE = 6;
const PHENOM_FROM = 2;
const PHENOM_SLOPE = 30;
const OVERALL_FROM_REGULAR = -14;
const OVERALL_FOLLOWS_TALENT = 0.55;
const OVERALL_SPREAD = 2;
/** No 18-year-old is more than this far above the league's quality today, however great his future. */
const OVERALL_CAP_ABOVE_QUALITY = 2;
/** How many overall points a year older is worth at 18. */
const EXTRA_YEAR = 2;
/** The scouts' error: most are close, a few far off. */
const BIAS_SD = 0.4;

const clamp = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, v));

/** A prospect's talent in overall points above his class's typical player: alike in the middle, a long top. */
function talentDraw(rng: Rng): number {
  const z = gaussian(rng);
  return (
    TALENT_SLOPE * z + TOP_SLOPE * Math.max(0, z - TOP_FROM) + PHENOM_SLOPE * Math.max(0, z - PHENOM_FROM)
  );
}

function prospect(rng: Rng, id: number, quality: number): GeneratedProspect {
  const position = at(
    POSITIONS,
    weightedIndex(
      rng,
      POSITIONS.map(([, w]) => w),
    ),
  )[0];
  const country = at(
    COUNTRIES,
    weightedIndex(
      rng,
      COUNTRIES.map(([, w]) => w),
    ),
  )[0];
  const older = chance(rng, OLDER_SHARE);
  const regular = quality + REGULAR_OFFSET[position === 'G' ? 'G' : position === 'D' ? 'D' : 'F'];
  const talent = talentDraw(rng);
  const potential = Math.round(clamp(regular + POTENTIAL_FROM_REGULAR + talent, 30, 99));
  const overall = Math.round(
    clamp(
      regular +
        OVERALL_FROM_REGULAR +
        OVERALL_FOLLOWS_TALENT * talent +
        (older ? EXTRA_YEAR : 0) +
        gaussian(rng) * OVERALL_SPREAD,
      25,
      Math.min(potential - 2, quality + OVERALL_CAP_ABOVE_QUALITY),
    ),
  );
  // The top of a class plays the game's skilled roles: no first-rounder is drafted as a grinder.
  const drawn = anyRole(rng, position);
  const player = generatePlayer(rng, {
    id,
    position,
    role: talent > TALENT_SLOPE * TOP_FROM ? starRole(rng, position, drawn) : drawn,
    overall,
    potential,
    status: 'draft',
    age: older ? 19 : 18,
    country,
  });
  // Teenagers still filling out.
  player.weight = Math.max(150, player.weight - (older ? 6 : 12));
  const scoutBias = Math.round(clamp(gaussian(rng) * BIAS_SD, -1, 1) * 1000) / 1000;
  return { player, scoutBias, scoutingNote: scoutingNote(rng, player) };
}

/**
 * A season's draft class: `size` draft-eligible prospects (status 'draft', no team), each with his
 * true potential, the scouts' error on it and a scouting note. Ids are 1..size; the caller gives them
 * their database ids. The class's yield by round follows the NHL's (decision 049, `npm run bench:draft`).
 */
export function generateDraftClass(rng: Rng, options: DraftClassOptions): GeneratedProspect[] {
  const size = Math.max(0, Math.floor(options.size));
  return Array.from({ length: size }, (_, i) => prospect(rng, i + 1, options.quality));
}
