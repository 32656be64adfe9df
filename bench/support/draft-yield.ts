// What a Rinkside draft class turns into: each class drafted in the scouts' order, each drafted player
// developed summer by summer with the league's own progression, and his best overall held against the
// level of an NHL regular and of a star (docs/decisions/049).
import { rankProspects, scoutProjection, type Player, type Position } from '@rinkside/domain';
import { createRng, generateDraftClass, generateLeague, progressPlayer } from '../../packages/sim/src/index';

export type PositionGroup = 'F' | 'D' | 'G';
export const groupOf = (position: Position): PositionGroup =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

/** The last regular a team dresses at each position: its 12th forward, 6th defenceman, 2nd goalie. */
const REGULAR_DEPTH: Record<PositionGroup, number> = { F: 12, D: 6, G: 2 };
// How far team quality spreads in a new league (apps/server build-rosters.ts TEAM_QUALITY_SD).
const TEAM_QUALITY_SD = 3.5;
// A star: the level from which league creation hands out stars (decision 019: quality + 16, 88 in a
// professional league).
const STAR_ABOVE_QUALITY = 16;

export interface YieldLevels {
  regular: Record<PositionGroup, number>;
  star: number;
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A regular's overall at each position in a league of this quality, from the rosters league creation
 * generates: the median over teams of the overall of the last regular of each position (the same
 * leagues every run, so that runs differ only by their classes).
 */
export function yieldLevels(quality: number): YieldLevels {
  const at: Record<PositionGroup, number[]> = { F: [], D: [], G: [] };
  for (let league = 0; league < 4; league += 1) {
    const teams = generateLeague(createRng(`regular-levels:${league}`), {
      teams: 32,
      quality,
      spread: TEAM_QUALITY_SD,
      stars: true,
      depth: false,
    });
    for (const team of teams)
      for (const group of ['F', 'D', 'G'] as const) {
        const overalls = team
          .filter((p) => groupOf(p.position) === group)
          .map((p) => p.overall)
          .sort((a, b) => b - a);
        const last = overalls[REGULAR_DEPTH[group] - 1];
        if (last !== undefined) at[group].push(last);
      }
  }
  return {
    regular: { F: median(at.F), D: median(at.D), G: median(at.G) },
    star: quality + STAR_ABOVE_QUALITY,
  };
}

/** Scouting progress on draft day: the sharpest projection (packages/domain/src/draft/scouting.ts). */
const DRAFT_DAY = 1;

export interface DraftedPlayer {
  round: number;
  overall: number;
  position: Position;
  peak: number;
  regular: boolean;
  star: boolean;
}

export interface DraftOptions {
  teams: number;
  rounds: number;
  quality: number;
  /** The age through which his best overall is looked for. */
  untilAge: number;
  levels: YieldLevels;
}

/** His best overall from today through `untilAge`, the league's progression summer by summer. */
function peakOverall(player: Player, untilAge: number, rng: ReturnType<typeof createRng>): number {
  let current = player;
  let peak = current.overall;
  while (current.age < untilAge) {
    current = progressPlayer(current, rng).player;
    peak = Math.max(peak, current.overall);
  }
  return peak;
}

/** One draft: a class of 1.3 × the picks, taken in the scouts' order; round 0 holds the undrafted. */
export function runDraft(seed: string, options: DraftOptions): DraftedPlayer[] {
  const picks = options.teams * options.rounds;
  const rng = createRng(seed);
  const prospects = generateDraftClass(rng, {
    size: Math.round(1.3 * picks),
    draftYear: 2030,
    quality: options.quality,
  });
  // The class in the scouts' draft-day order, as the draft room ranks it.
  const order = rankProspects(
    prospects.map(({ player, scoutBias }) => ({
      id: Number(player.id),
      overall: player.overall,
      position: player.position,
      projected: scoutProjection(player.potential ?? player.overall, scoutBias, DRAFT_DAY),
      player,
    })),
  );
  return order.map(({ player }, i) => {
    const peak = peakOverall(player, options.untilAge, rng);
    return {
      round: i < picks ? Math.floor(i / options.teams) + 1 : 0,
      overall: player.overall,
      position: player.position,
      peak,
      regular: peak >= options.levels.regular[groupOf(player.position)],
      star: peak >= options.levels.star,
    };
  });
}
