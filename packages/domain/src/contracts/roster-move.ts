import { z } from 'zod';
import { buyoutOf, type Buyout } from './buyout';
import { capChargeOf, capRoomProblem, type ContractPlacement, type TeamCapFigures } from './cap-figures';
import type { CapSeason, ContractSettings } from './contract-settings';

export const ROSTER_MOVES = ['callUp', 'sendDown', 'injuredReserve', 'activate', 'release'] as const;
export const rosterMoveSchema = z.enum(ROSTER_MOVES);
export type RosterMove = z.infer<typeof rosterMoveSchema>;

export const rosterMoveRequestSchema = z.object({
  playerId: z.number().int().positive(),
  move: rosterMoveSchema,
});
export type RosterMoveRequest = z.infer<typeof rosterMoveRequestSchema>;

/** What a move needs to know of the player it moves. */
export interface MovingPlayer {
  name: string;
  placement: ContractPlacement;
  capHit: number;
  yearsLeft: number;
  age: number;
  injured: boolean;
  waiverExempt: boolean;
}

/**
 * Where a move sends him: a placement on the team; off it with a buy-out; or onto waivers, from which any
 * team may claim him before he goes where he was headed.
 */
export type MoveOutcome =
  | { kind: 'placed'; placement: ContractPlacement; capChange: number }
  | { kind: 'released'; buyout: Buyout; capChange: number }
  | { kind: 'waived'; headedTo: 'minors' | 'release' };

export type MoveCheck = { ok: true; outcome: MoveOutcome } | { ok: false; message: string };

const refuse = (message: string): MoveCheck => ({ ok: false, message });

/** The change in this season's payroll when he goes from one placement to another. */
function capChange(player: MovingPlayer, to: ContractPlacement, season: CapSeason): number {
  const charge = (placement: ContractPlacement) =>
    capChargeOf({ capHit: player.capHit, yearsLeft: player.yearsLeft, placement }, season.minimumSalary);
  return charge(to) - charge(player.placement);
}

/** The active roster as its minimum reads it: its players, and those of them on waivers, on their way off it. */
export interface ActiveRoster {
  activeRoster: number;
  activeOnWaivers: number;
}

/**
 * Why one more player may not leave the active roster (sent down or released), or null when he may: the
 * players who stay, not counting those already on waivers, must stay above the league's minimum.
 */
export function rosterMinimumProblem(
  roster: ActiveRoster,
  settings: Pick<ContractSettings, 'activeRosterMin'>,
): string | null {
  const staying = roster.activeRoster - roster.activeOnWaivers;
  if (staying > settings.activeRosterMin) return null;
  const pending =
    roster.activeOnWaivers === 0
      ? ''
      : ` (${roster.activeOnWaivers} of its ${roster.activeRoster} ${roster.activeOnWaivers === 1 ? 'is' : 'are'} on waivers)`;
  return `The active roster cannot drop below ${settings.activeRosterMin} players${pending}: call someone up first.`;
}

/**
 * Whether a roster move is allowed (docs/decisions/043), and what it does: the active roster within its
 * limits, the cap after the move, injured players to injured reserve and healthy ones back. A player who
 * is not exempt from waivers passes through them before he goes down or is bought out.
 */
export function checkRosterMove(
  move: RosterMove,
  player: MovingPlayer,
  team: TeamCapFigures & ActiveRoster,
  season: CapSeason,
  settings: ContractSettings,
): MoveCheck {
  const roomOnRoster = team.activeRoster < settings.activeRosterMax;
  const rosterFull = `The active roster is full (${settings.activeRosterMax} players): send someone down or place an injured player on injured reserve first.`;
  const rosterShort = rosterMinimumProblem(team, settings);
  const to = (placement: ContractPlacement, doing: string): MoveCheck => {
    const change = capChange(player, placement, season);
    const over = capRoomProblem(team.payroll, change, season);
    if (over) return refuse(`${doing} ${player.name} would put the team ${over}.`);
    return { ok: true, outcome: { kind: 'placed', placement, capChange: change } };
  };
  const waived = (headedTo: 'minors' | 'release'): MoveCheck => ({
    ok: true,
    outcome: { kind: 'waived', headedTo },
  });

  switch (move) {
    case 'callUp':
      if (player.placement !== 'minors') return refuse(`${player.name} is not in the minors.`);
      if (!roomOnRoster) return refuse(rosterFull);
      return to('active', 'Calling up');
    case 'sendDown':
      if (player.placement !== 'active') return refuse(`${player.name} is not on the active roster.`);
      if (player.injured) return refuse(`${player.name} is injured: place him on injured reserve instead.`);
      if (rosterShort) return refuse(rosterShort);
      return player.waiverExempt ? to('minors', 'Sending down') : waived('minors');
    case 'injuredReserve':
      if (player.placement !== 'active') return refuse(`${player.name} is not on the active roster.`);
      if (!player.injured)
        return refuse(`${player.name} is not injured: only an injured player goes on injured reserve.`);
      return to('injured-reserve', 'Placing');
    case 'activate':
      if (player.placement !== 'injured-reserve') return refuse(`${player.name} is not on injured reserve.`);
      if (player.injured)
        return refuse(`${player.name} is still injured: he can come off injured reserve once he is fit.`);
      if (!roomOnRoster) return refuse(rosterFull);
      return to('active', 'Activating');
    case 'release': {
      if (player.placement === 'active' && rosterShort) return refuse(rosterShort);
      if (!player.waiverExempt) return waived('release');
      const buyout = buyoutOf(player, player.age);
      const change = buyout.capChargePerSeason - capChargeOf(player, season.minimumSalary);
      const over = capRoomProblem(team.payroll, change, season);
      if (over) return refuse(`Buying out ${player.name} would put the team ${over}.`);
      return { ok: true, outcome: { kind: 'released', buyout, capChange: change } };
    }
  }
}

/** The moves that can apply to a player where he is (the server checks the rest: room, cap, waivers). */
export function movesFor(player: { placement: ContractPlacement; injured: boolean }): RosterMove[] {
  switch (player.placement) {
    case 'active':
      return player.injured ? ['injuredReserve', 'release'] : ['sendDown', 'release'];
    case 'minors':
      return ['callUp', 'release'];
    case 'injured-reserve':
      return player.injured ? ['release'] : ['activate', 'release'];
  }
}

export const ROSTER_MOVE_LABELS: Record<RosterMove, string> = {
  callUp: 'Call up',
  sendDown: 'Send to the minors',
  injuredReserve: 'Place on injured reserve',
  activate: 'Activate from injured reserve',
  release: 'Release (buy out)',
};
