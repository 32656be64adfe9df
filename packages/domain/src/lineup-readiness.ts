import type { Injury } from './injury';
import { EVEN_STRENGTH_SLOTS, slotPosition, type Lineup, type LineupSlot } from './lineup';
import { playerGroup, slotFit, slotGroup } from './lineup-repair';
import { lineupSlotLabel } from './lineup-slot-label';
import type { PlayerStatus } from './player';
import { formatLeagueDay } from './league-dates';
import { acceptsPosition } from './position-compatibility';

/** What the GM's desk checks about a team's lineup before its next game (issue 15). */
export const READINESS_CODES = [
  'slot_empty',
  'player_injured',
  'player_unavailable',
  'player_twice',
  'wrong_position',
  'out_of_group',
  'off_position',
  'goalie_plan_default',
] as const;
export type ReadinessCode = (typeof READINESS_CODES)[number];

/** Where a problem is fixed: the desk itself ('auto': Fix lineup), the lines page, or the depth chart. */
export type ReadinessFix = 'auto' | 'lines' | 'depth-chart';

export interface ReadinessProblem {
  code: ReadinessCode;
  /** A 'problem' keeps the team from being ready; a 'note' is worth a look but plays as is. */
  severity: 'problem' | 'note';
  slot: LineupSlot | null;
  playerId: number | null;
  message: string;
  fix: ReadinessFix;
}

/** A roster player as the check needs him. */
export interface ReadinessPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
  naturalPosition: string;
  status: PlayerStatus;
  injury?: Injury | null;
}

export interface ReadinessInput {
  lineup: Lineup;
  /** The team's players; a lineup id not among them has left the team. */
  players: readonly ReadinessPlayer[];
  /** The next game's league day 'YYYY-MM-DD': an injury whose return date has come by then is over. */
  gameDay: string;
  /** Whether the GM saved a goalie plan (the default shares starts about 72/28). */
  goaliePlanSet: boolean;
}

export interface Readiness {
  ready: boolean;
  problems: ReadinessProblem[];
}

const nameOf = (p: ReadinessPlayer) => `${p.firstName} ${p.lastName}`;
const isGoalieSlot = (slot: LineupSlot) => slot === 'starter_g' || slot === 'backup_g';

/** Hurt on `gameDay`: an injury whose return date is after it, or an injured status with no injury stored. */
export function isHurtOn(player: Pick<ReadinessPlayer, 'status' | 'injury'>, gameDay: string): boolean {
  if (player.injury) return player.injury.returnDate.slice(0, 10) > gameDay.slice(0, 10);
  return player.status === 'injured';
}

const STATUS_TEXT: Partial<Record<PlayerStatus, string>> = {
  minors: 'is in the minors',
  prospect: 'is a prospect, not with the big club',
  scratched: 'is marked a healthy scratch',
};

/** Why a dressed player cannot play on `gameDay`, as a problem; null when he can. */
function absence(
  slot: LineupSlot,
  id: number,
  player: ReadinessPlayer | undefined,
  gameDay: string,
): ReadinessProblem | null {
  const where = lineupSlotLabel(slot);
  if (!player)
    return {
      code: 'player_unavailable',
      severity: 'problem',
      slot,
      playerId: id,
      message: `${where} names a player who is no longer on the team.`,
      fix: 'auto',
    };
  if (isHurtOn(player, gameDay)) {
    const until = player.injury
      ? ` (${player.injury.type}) until ${formatLeagueDay(player.injury.returnDate)}`
      : '';
    return {
      code: 'player_injured',
      severity: 'problem',
      slot,
      playerId: player.id,
      message: `${nameOf(player)} (${where}) is injured${until}.`,
      fix: 'auto',
    };
  }
  const status = STATUS_TEXT[player.status];
  return status
    ? {
        code: 'player_unavailable',
        severity: 'problem',
        slot,
        playerId: player.id,
        message: `${nameOf(player)} (${where}) ${status}.`,
        fix: 'auto',
      }
    : null;
}

/** Goalie in a skater's place or a skater in net: a problem; a skater off his natural position: a note. */
function positionProblem(slot: LineupSlot, player: ReadinessPlayer): ReadinessProblem | null {
  const where = lineupSlotLabel(slot);
  const goalie = player.position === 'G';
  if (goalie !== isGoalieSlot(slot))
    return {
      code: 'wrong_position',
      severity: 'problem',
      slot,
      playerId: player.id,
      message: goalie
        ? `${nameOf(player)} is a goalie and cannot play ${where}.`
        : `${nameOf(player)} is a skater and cannot play in goal (${where}).`,
      fix: 'lines',
    };
  const column = slotPosition(slot);
  if (column === 'F' || acceptsPosition(column, player.naturalPosition)) return null;
  return {
    code: 'off_position',
    severity: 'note',
    slot,
    playerId: player.id,
    message: `${nameOf(player)} (${player.naturalPosition}) plays out of position at ${where}.`,
    fix: 'lines',
  };
}

const GROUP_NAME = { forward: 'forward', defence: 'defenceman', goalie: 'goalie' } as const;

/** Healthy and with the big club on `gameDay`: may be dressed. */
const fitToPlay = (p: ReadinessPlayer, gameDay: string) => p.status === 'active' && !isHurtOn(p, gameDay);

/**
 * A skater dressed in the other group's place (a defenceman at forward): a problem the desk fixes while a
 * player of the place's group is fit and not dressed, else a note (the team has nobody better).
 */
function groupProblem(
  slot: LineupSlot,
  player: ReadinessPlayer,
  spares: readonly ReadinessPlayer[],
): ReadinessProblem | null {
  if (slotFit(player, slot) !== 1) return null;
  const wanted = slotGroup(slot);
  const spare = spares.find((p) => playerGroup(p.position) === wanted);
  const where = lineupSlotLabel(slot);
  const what = `${nameOf(player)} (${player.position}) is a ${GROUP_NAME[playerGroup(player.position)]} at ${where}`;
  return spare
    ? {
        code: 'out_of_group',
        severity: 'problem',
        slot,
        playerId: player.id,
        message: `${what} while ${nameOf(spare)} (${spare.position}), a ${GROUP_NAME[wanted]}, sits out.`,
        fix: 'auto',
      }
    : {
        code: 'out_of_group',
        severity: 'note',
        slot,
        playerId: player.id,
        message: `${what}: no ${GROUP_NAME[wanted]} is free to play there.`,
        fix: 'lines',
      };
}

/**
 * The desk's readiness check (issue 15): every even-strength slot and both goalies filled, nobody
 * twice, goalies in goal and skaters out of it, nobody hurt or away from the big club on game day,
 * no skater in the other group's place while one of its own sits out, and a goalie plan saved. Problems come in lineup order (Line 1 first); the plan's note last.
 */
export function lineupReadiness({ lineup, players, gameDay, goaliePlanSet }: ReadinessInput): Readiness {
  const byId = new Map(players.map((p) => [p.id, p]));
  const dressed = new Set(EVEN_STRENGTH_SLOTS.map((slot) => Number(lineup[slot])));
  const spares = players.filter((p) => !dressed.has(p.id) && fitToPlay(p, gameDay));
  const problems: ReadinessProblem[] = [];
  const seen = new Map<number, LineupSlot>();
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = lineup[slot];
    if (id === null) {
      problems.push({
        code: 'slot_empty',
        severity: 'problem',
        slot,
        playerId: null,
        message: isGoalieSlot(slot)
          ? `No ${slot === 'starter_g' ? 'starting' : 'backup'} goalie is named.`
          : `${lineupSlotLabel(slot)} is empty.`,
        fix: 'auto',
      });
      continue;
    }
    const numeric = Number(id);
    const player = byId.get(numeric);
    const first = seen.get(numeric);
    if (first !== undefined) {
      problems.push({
        code: 'player_twice',
        severity: 'problem',
        slot,
        playerId: numeric,
        message: `${player ? nameOf(player) : 'A player'} is named twice: ${lineupSlotLabel(first)} and ${lineupSlotLabel(slot)}.`,
        fix: 'auto',
      });
      continue;
    }
    seen.set(numeric, slot);
    const out = absence(slot, numeric, player, gameDay);
    if (out) problems.push(out);
    else if (player) {
      const position = groupProblem(slot, player, spares) ?? positionProblem(slot, player);
      if (position) problems.push(position);
    }
  }
  if (!goaliePlanSet)
    problems.push({
      code: 'goalie_plan_default',
      severity: 'note',
      slot: null,
      playerId: null,
      message: 'No goalie plan is saved: the starter plays about 7 games in 10.',
      fix: 'lines',
    });
  return { ready: problems.every((p) => p.severity !== 'problem'), problems };
}

/** The slots 'Fix lineup' may change: only those whose problem it can mend by itself. */
export function automaticallyFixableSlots(readiness: Readiness): LineupSlot[] {
  return readiness.problems.flatMap((p) => (p.fix === 'auto' && p.slot !== null ? [p.slot] : []));
}
