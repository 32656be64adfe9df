import { BURY_ALLOWANCE_OVER_MINIMUM, capChargeOf } from './cap-figures';
import type { CapSeason } from './contract-settings';
import { depthRank } from './free-agent-decision';

/**
 * What an AI team shops for in free agency (docs/decisions/045, 075). First it fills every position short
 * of the regulars a lineup dresses, goalies first, then short of its targets, each with the best free agent
 * whose ask fits under the cap; then, while its payroll for the
 * coming season is under its budget (and always while under the floor), it signs the best free agents who
 * would play as regulars, each only if his ask fits under the cap. A team still under the floor then pays
 * the best free agents left one-season deals above their asks until it reaches it, as NHL teams short of the
 * floor do: each deal big enough to count even if he plays in the minors, but never a star's.
 */

/** Players an AI team carries at each position under contract; below these it shops for free agents. */
export const AI_ROSTER_TARGETS: Readonly<Record<string, number>> = { C: 5, LW: 5, RW: 5, D: 8, G: 3 };
/** Regulars a team carries at each position: a free agent's role is where he would rank among them. */
export const POSITION_SLOTS: Readonly<Record<string, number>> = { C: 4, LW: 4, RW: 4, D: 6, G: 2 };
/** The order an AI team fills its needs in: the positions hardest to cover from elsewhere on the roster first. */
export const NEED_ORDER: readonly string[] = ['G', 'D', 'C', 'LW', 'RW'];
/** The share of the upper limit an AI team spends up to: near the cap, as most NHL teams do. */
export const AI_PAYROLL_BUDGET = 0.95;
/**
 * The share of the upper limit an AI team commits in the offseason, re-signing or shopping: the rest is
 * room for the call-ups and entry-level deals the summer adds.
 */
export const AI_SPENDING_CEILING = 0.96;
/** The most one deal to reach the floor pays, as a share of the upper limit. */
export const FLOOR_DEAL_MOST_SHARE = 0.06;

export interface ShoppingPlayer {
  position: string;
  overall: number;
}

export interface ShoppingAgent extends ShoppingPlayer {
  id: number;
  /** His ask for a contract starting in the coming season. */
  capHit: number;
}

export interface ShoppingTeam {
  /** The team's players under contract for the coming season. */
  roster: readonly ShoppingPlayer[];
  /** Its payroll and contracts for the coming season, with the offers it has out counted in. */
  payroll: number;
  contracts: number;
  maxContracts: number;
  /** Places left on its active roster: a signing beyond them plays in the minors, his cap hit buried. */
  activeRoom: number;
  season: CapSeason;
  /** The free agents it may still make an offer to, best first. */
  freeAgents: readonly ShoppingAgent[];
}

export interface ShoppingOffer {
  id: number;
  capHit: number;
  /** A one-season deal to reach the floor, rather than his asking term. */
  oneSeason: boolean;
}

/** The offers the team makes this round, in the order it makes them. */
export function aiShoppingList(team: ShoppingTeam): ShoppingOffer[] {
  const { floor, minimumSalary, upperLimit } = team.season;
  const chosen: ShoppingOffer[] = [];
  const roster: ShoppingPlayer[] = [...team.roster];
  let payroll = team.payroll;
  let contracts = team.contracts;
  let activeRoom = team.activeRoom;
  // What a signing adds to the payroll: all of it on the active roster, the part not buried in the minors.
  const charged = (capHit: number) =>
    activeRoom > 0 ? capHit : capChargeOf({ capHit, yearsLeft: 1, placement: 'minors' }, minimumSalary);
  const ceiling = Math.max(upperLimit * AI_SPENDING_CEILING, floor);
  const take = (agent: ShoppingAgent, capHit = agent.capHit, oneSeason = false) => {
    chosen.push({ id: agent.id, capHit, oneSeason });
    roster.push(agent);
    payroll += charged(capHit);
    activeRoom -= 1;
    contracts += 1;
  };
  const open = (agent: ShoppingAgent, capHit = agent.capHit) =>
    !chosen.some((c) => c.id === agent.id) &&
    contracts < team.maxContracts &&
    payroll + charged(capHit) <= ceiling;
  const at = (position: string) => roster.filter((p) => p.position === position);

  // The places a lineup cannot dress without come first, goalies before defencemen before forwards (a
  // skater cannot play goal); then the depth up to each position's target.
  for (const targets of [POSITION_SLOTS, AI_ROSTER_TARGETS])
    for (const position of NEED_ORDER) {
      const target = targets[position] ?? 0;
      for (const agent of team.freeAgents) {
        if (at(position).length >= target) break;
        if (agent.position === position && open(agent)) take(agent);
      }
    }
  const budget = Math.max(team.season.floor, team.season.upperLimit * AI_PAYROLL_BUDGET);
  for (const agent of team.freeAgents) {
    if (payroll >= budget) break;
    const slots = POSITION_SLOTS[agent.position] ?? 0;
    const regular =
      depthRank(
        agent.overall,
        at(agent.position).map((p) => p.overall),
      ) <= slots;
    if (regular && open(agent)) take(agent);
  }
  for (const agent of team.freeAgents) {
    if (payroll >= floor) break;
    const counted = floor - payroll + (activeRoom > 0 ? 0 : minimumSalary + BURY_ALLOWANCE_OVER_MINIMUM);
    const capHit = Math.max(agent.capHit, Math.min(counted, Math.round(upperLimit * FLOOR_DEAL_MOST_SHARE)));
    if (open(agent, capHit)) take(agent, capHit, true);
  }
  return chosen;
}
