import {
  EVEN_STRENGTH_SLOTS,
  PENALTY_KILL_SLOTS,
  POWER_PLAY_SLOTS,
  type DepthChartIds,
  type GoaliePlan,
  type Lineup,
  type LineupInput,
  type LineupReplacement,
  type LineupSlot,
  type Player,
  type PlayerId,
} from '@rinkside/domain';
import { resolveLineup } from '../lineup/resolve-lineup';
import type { Rng } from '../rng';
import { rosterOn, unavailableReason } from './availability';
import { leagueDay } from './calendar';
import { goalieFatigue, numberOneStarts, restsOnBackToBack, type TeamSeasonSoFar } from './goalie-rotation';
import { Bench, replacementFor } from './replacement-pick';
import { rotateExtras } from './rotate-extras';

export interface DressTeamInput {
  team: LineupReplacement['team'];
  /** The team's players, any status, each with his injury (null or absent when fit). */
  players: readonly Player[];
  /** The GM's saved lineup, as saved (partial or null); never changed. */
  lineup: LineupInput | null;
  depthChart: DepthChartIds | null;
  goaliePlan: GoaliePlan;
  season: TeamSeasonSoFar;
  /** The game's league day, 'YYYY-MM-DD'. */
  gameDate: string;
}

export interface DressedTeam {
  /** Who may play: pass these, with `lineup`, to the engine. Nobody hurt is among them. */
  players: Player[];
  /** Every slot filled: what the team plays with tonight. */
  lineup: Lineup;
  /** Tonight's starting goalie (also `lineup.starter_g`). */
  starter: PlayerId | null;
  /** How worn out the starter is, 0..1 (TeamInput.goalieFatigue). */
  goalieFatigue: number;
  /** Who dressed in place of whom, and why, in slot order; the box score and lines page show them. */
  replacements: LineupReplacement[];
  /** Players whose injury is over by this game: the caller clears their stored injury. */
  healed: PlayerId[];
}

const UNIT_SLOTS = [...POWER_PLAY_SLOTS, ...PENALTY_KILL_SLOTS];
const isGoalieSlot = (slot: LineupSlot): boolean => slot.endsWith('_g');

/**
 * Who plays tonight. The saved lineup stands wherever its player can play; a slot whose player is
 * hurt, scratched or gone is filled by the next man in the depth chart at that position (else the
 * best who fits) and recorded as a replacement; an unnamed slot is the coach's pick. A hurt starting
 * goalie gives way to the backup; otherwise the goalie plan decides who starts, and now and then a
 * healthy extra plays in place of a bottom-line player.
 */
export function dressTeam(input: DressTeamInput, rng: Rng): DressedTeam {
  const { team, depthChart } = input;
  const gameDate = leagueDay(input.gameDate);
  const { pool, healed } = rosterOn(input.players, gameDate);
  const bench = new Bench(pool);
  const saved: LineupInput = input.lineup ?? {};
  const picks: LineupInput = {};
  const missing: { slot: LineupSlot; out: PlayerId; reason: LineupReplacement['reason'] }[] = [];

  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = saved[slot];
    if (id === null || id === undefined) continue;
    const player = bench.find(id);
    if (bench.free(player) && (player.position === 'G') === isGoalieSlot(slot)) {
      bench.dress(player);
      picks[slot] = player.id;
    } else if (!player) {
      // Someone the GM named twice, or a skater in net, is a lineup slip the coach fills, not an absence.
      const named = input.players.find((p) => String(p.id) === String(id));
      missing.push({ slot, out: id, reason: unavailableReason(named, gameDate) ?? 'unavailable' });
    }
  }

  const replacements: LineupReplacement[] = [];
  for (const { slot, out, reason } of missing) {
    let player: Player | undefined;
    if (slot === 'starter_g' && picks.backup_g !== undefined) {
      player = bench.find(picks.backup_g);
      delete picks.backup_g;
    }
    player ??= replacementFor(slot, bench, depthChart);
    if (!player) continue;
    bench.dress(player);
    picks[slot] = player.id;
    replacements.push({ team, slot, out, in: player.id, reason });
  }
  if (picks.starter_g !== undefined && picks.backup_g === undefined) {
    const backup = replacementFor('backup_g', bench, depthChart);
    if (backup) {
      bench.dress(backup);
      picks.backup_g = backup.id;
    }
  }

  // Power-play and penalty-kill places of a replaced player go to his replacement.
  const stepsIn = new Map(replacements.map((r) => [String(r.out), r.in]));
  for (const slot of UNIT_SLOTS) {
    const id = saved[slot];
    if (id !== null && id !== undefined) picks[slot] = stepsIn.get(String(id)) ?? id;
  }
  const lineup = resolveLineup(pool, picks);
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const player = bench.find(lineup[slot]);
    if (player) bench.dress(player);
  }

  rotateExtras({ lineup, bench, replacements, team, rng });
  startGoalie({ input, lineup, bench, replacements, rng, gameDate });
  const starter = lineup.starter_g;
  return {
    players: pool,
    lineup,
    starter,
    goalieFatigue: starter === null ? 0 : goalieFatigue(input.season, starter, gameDate),
    replacements: sortBySlot(replacements),
    healed: healed.map((p) => p.id),
  };
}

/** The goalie plan picks tonight's starter from the two dressed goalies; a rested starter is a replacement. */
function startGoalie(args: {
  input: DressTeamInput;
  lineup: Lineup;
  bench: Bench;
  replacements: LineupReplacement[];
  rng: Rng;
  gameDate: string;
}): void {
  const { input, lineup, bench, replacements, rng, gameDate } = args;
  const numberOne = bench.find(lineup.starter_g);
  const numberTwo = bench.find(lineup.backup_g);
  if (!numberOne || !numberTwo) return;
  const standIn = replacements.find((r) => r.slot === 'starter_g');
  const context = { plan: input.goaliePlan, season: input.season, numberOne: numberOne.id, gameDate, rng };
  // With the starter out, his stand-in carries the load and sits only a back-to-back.
  const sits = standIn ? restsOnBackToBack(context) : !numberOneStarts(context);
  if (!sits) return;
  lineup.starter_g = numberTwo.id;
  lineup.backup_g = numberOne.id;
  if (standIn) standIn.in = numberTwo.id;
  else
    replacements.push({
      team: input.team,
      slot: 'starter_g',
      out: numberOne.id,
      in: numberTwo.id,
      reason: 'rested',
    });
}

const SLOT_ORDER = new Map<string, number>(EVEN_STRENGTH_SLOTS.map((slot, i) => [slot, i]));
const sortBySlot = (list: LineupReplacement[]): LineupReplacement[] =>
  [...list].sort((a, b) => (SLOT_ORDER.get(a.slot) ?? 0) - (SLOT_ORDER.get(b.slot) ?? 0));

/** The seed of the rng that dresses one side for a game: its own stream, so the game's own draws do not move. */
export const dressingSeed = (gameSeed: string | number, team: LineupReplacement['team']): string =>
  `${gameSeed}:dress:${team}`;
