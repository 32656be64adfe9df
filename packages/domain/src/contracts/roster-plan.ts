import type { Position } from '../player';
import { buyoutOf } from './buyout';
import { capChargeOf, type ContractPlacement } from './cap-figures';
import type { ContractSettings } from './contract-settings';

/** What the preseason's planner needs to know of a player under contract with the team. */
export interface PlannedPlayer {
  id: number;
  position: Position;
  overall: number;
  placement: ContractPlacement;
  injured: boolean;
  waiverExempt: boolean;
  /** His cap hit, for a plan that keeps the team under the cap. */
  capHit?: number;
  /** Seasons left on his contract and his age: what buying him out would charge (none without them). */
  yearsLeft?: number;
  age?: number;
}

/**
 * The cap a plan keeps an AI team under (docs/decisions/075): over it after the summer, it sends its weakest
 * actives beyond a dressable lineup with its spares down, each buried, as far as the smallest roster allows;
 * still over it, it buys out the minor leaguers whose buy-outs save the most until it is under.
 */
export interface CapBound {
  upperLimit: number;
  minimumSalary: number;
  /** Dead money charged this season. */
  dead: number;
}

/** What makes a team's roster legal when a season starts (docs/decisions/046). */
export interface RosterPlan {
  /** Healed players who come off injured reserve onto the active roster. */
  activate: number[];
  /** Actives who go to the minors, the weakest first. */
  sendDown: number[];
  /** Minor leaguers who come up, the best first. */
  callUp: number[];
  /** Positions of players generated when nobody is left to call up. */
  generate: Position[];
  /** Minor leaguers released (bought out): to bring the organisation down to its contract limit, or an AI
   * team under the cap. */
  release: number[];
}

export type RosterLimits = Pick<ContractSettings, 'activeRosterMin' | 'activeRosterMax' | 'maxContracts'>;

type Need = readonly [fits: (position: Position) => boolean, count: number, generate: Position];

const FORWARD: readonly Position[] = ['C', 'LW', 'RW'];
const only =
  (position: Position) =>
  (p: Position): boolean =>
    p === position;
const needsOf = (forwardEach: number, defence: number, forwards: number): readonly Need[] => [
  [only('G'), 2, 'G'],
  [only('C'), forwardEach, 'C'],
  [only('LW'), forwardEach, 'LW'],
  [only('RW'), forwardEach, 'RW'],
  [only('D'), defence, 'D'],
  [(p) => FORWARD.includes(p), forwards, 'C'],
];

// The summer's legal roster (docs/decisions/029): a dressable lineup with a spare forward and defenceman,
// 22 players; a league whose active roster is smaller keeps the lineup alone (12 F, 6 D, 2 G).
const NEEDS_WITH_SPARES = needsOf(4, 7, 13);
const NEEDS_TO_DRESS = needsOf(4, 6, 12);
const needsTotal = (needs: readonly Need[]) => (needs[4]?.[1] ?? 0) + (needs[5]?.[1] ?? 0) + 2;

/**
 * A player exempt from waivers is this many rating points "weaker" when choosing whom to send down: a
 * team keeps a veteran it would lose on waivers over a slightly better prospect, as NHL teams do.
 */
export const WAIVER_EXEMPT_PREFERENCE = 3;

/** Order in which positions are generated to reach the smallest roster once the needs are met. */
const FILL_ORDER: readonly Position[] = ['D', 'C', 'LW', 'RW'];

/**
 * What makes a team's roster legal when the season starts: healed players off injured reserve; over the
 * largest active roster, the weakest actives down (never below a dressable lineup: 12 F, 6 D, 2 G, with
 * a spare forward and defenceman when the roster has room); under the smallest, the best minor leaguers
 * up, then generated players; over the contract limit, the weakest minor leaguers released. A roster that
 * cannot be made legal without breaking the lineup is left as close as it gets.
 */
export function planLegalRoster(
  players: readonly PlannedPlayer[],
  limits: RosterLimits,
  cap?: CapBound,
): RosterPlan {
  const plan: RosterPlan = { activate: [], sendDown: [], callUp: [], generate: [], release: [] };
  const needs = needsTotal(NEEDS_WITH_SPARES) <= limits.activeRosterMax ? NEEDS_WITH_SPARES : NEEDS_TO_DRESS;
  for (const p of players) if (p.placement === 'injured-reserve' && !p.injured) plan.activate.push(p.id);
  const active = players.filter(
    (p) => p.placement === 'active' || (p.placement === 'injured-reserve' && !p.injured),
  );
  const minors = players.filter((p) => p.placement === 'minors').sort((a, b) => b.overall - a.overall);
  const fit = () => [...active.filter((p) => !p.injured).map((p) => p.position), ...plan.generate];
  const count = (fits: (p: Position) => boolean, positions = fit()) => positions.filter(fits).length;
  const rosterSize = () => active.length + plan.generate.length;

  // Short of a dressable lineup: the best minor leaguer of the position comes up, else one is generated.
  for (const [fits, needed, generate] of needs)
    while (count(fits) < needed) {
      const up = minors.find((p) => fits(p.position));
      if (up) {
        minors.splice(minors.indexOf(up), 1);
        active.push(up);
        plan.callUp.push(up.id);
      } else plan.generate.push(generate);
    }

  // Over the largest roster: the weakest whose leaving keeps the lineup, waiver-exempt players first.
  const weakness = (p: PlannedPlayer) => p.overall - (p.waiverExempt ? WAIVER_EXEMPT_PREFERENCE : 0);
  const sendDownWeakest = (saves: (p: PlannedPlayer) => boolean): boolean => {
    const candidates = active
      .filter((p) => !p.injured && !plan.callUp.includes(p.id) && saves(p))
      .filter((p) => {
        const without = fit();
        without.splice(without.indexOf(p.position), 1);
        return needs.every(([fits, needed]) => count(fits, without) >= needed);
      })
      .sort((a, b) => weakness(a) - weakness(b) || a.id - b.id);
    const down = candidates[0];
    if (!down) return false;
    active.splice(active.indexOf(down), 1);
    minors.push(down);
    plan.sendDown.push(down.id);
    return true;
  };
  while (rosterSize() > limits.activeRosterMax) if (!sendDownWeakest(() => true)) break;

  // Over the cap (an AI team): the weakest whose burying saves money go down, to the smallest roster; the
  // lineup keeps its spares, for the injuries a season brings.
  // Those still hurt stay on injured reserve, their cap hits counted in full.
  const stillHurt = players.filter((p) => p.placement === 'injured-reserve' && p.injured);
  const payroll = (bound: CapBound) =>
    bound.dead +
    plan.generate.length * bound.minimumSalary +
    [...active, ...stillHurt].reduce((sum, p) => sum + (p.capHit ?? 0), 0) +
    minors.reduce((sum, p) => sum + buriedCharge(p, bound.minimumSalary), 0);
  if (cap)
    while (payroll(cap) > cap.upperLimit && rosterSize() > limits.activeRosterMin)
      if (!sendDownWeakest((p) => (p.capHit ?? 0) > 0)) break;

  // Under the smallest roster: the best minor leaguers come up, then players are generated.
  while (rosterSize() < limits.activeRosterMin) {
    const up = minors.find((p) => !plan.sendDown.includes(p.id));
    if (up) {
      minors.splice(minors.indexOf(up), 1);
      active.push(up);
      plan.callUp.push(up.id);
    } else plan.generate.push(FILL_ORDER[plan.generate.length % FILL_ORDER.length] ?? 'D');
  }

  // Over the contract limit: the weakest minor leaguers are released.
  const contracts = players.length + plan.generate.length;
  const releasable = minors.sort((a, b) => a.overall - b.overall || a.id - b.id);
  plan.release = releasable.slice(0, Math.max(0, contracts - limits.maxContracts)).map((p) => p.id);
  if (cap) {
    const bought = capBuyouts({ minors: releasable, active, released: plan.release }, payroll(cap), cap);
    plan.release.push(...bought.map((p) => p.id));
    // A player bought out of the active roster is replaced at the least salary, the lineup kept whole.
    plan.generate.push(...bought.filter((p) => active.includes(p)).map((p) => p.position));
  }
  plan.sendDown = plan.sendDown.filter((id) => !plan.release.includes(id));
  return plan;
}

/** What a minor leaguer's contract charges against the cap, buried. */
const buriedCharge = (p: PlannedPlayer, minimumSalary: number) =>
  capChargeOf({ capHit: p.capHit ?? 0, yearsLeft: 1, placement: 'minors' }, minimumSalary);

/** What buying a minor leaguer out charges this season; null when his contract's facts are not known. */
const buyoutCharge = (p: PlannedPlayer): number | null =>
  p.yearsLeft === undefined || p.age === undefined || p.yearsLeft < 1
    ? null
    : buyoutOf({ capHit: p.capHit ?? 0, yearsLeft: p.yearsLeft }, p.age).capChargePerSeason;

/**
 * An AI team still over the cap once its roster is as small as it may be buys players out, each the one
 * whose buy-out saves the most now (the weaker first between equals), until it is under: a minor leaguer
 * saves his buried charge, a player on the active roster his cap hit less the least salary of the player
 * who replaces him. Those already released for the contract limit count with their buy-outs' charges.
 */
function capBuyouts(
  team: {
    minors: readonly PlannedPlayer[];
    active: readonly PlannedPlayer[];
    released: readonly number[];
  },
  payroll: number,
  cap: CapBound,
): PlannedPlayer[] {
  const saving = (p: PlannedPlayer) => {
    const charge = buyoutCharge(p);
    if (charge === null) return 0;
    return team.active.includes(p)
      ? (p.capHit ?? 0) - charge - cap.minimumSalary
      : buriedCharge(p, cap.minimumSalary) - charge;
  };
  const released = (p: PlannedPlayer) => team.released.includes(p.id);
  let left = payroll - team.minors.filter(released).reduce((sum, p) => sum + saving(p), 0);
  const candidates = [...team.minors, ...team.active.filter((p) => !p.injured)]
    .filter((p) => !released(p) && saving(p) > 0)
    .sort((a, b) => saving(b) - saving(a) || a.overall - b.overall || a.id - b.id);
  const bought: PlannedPlayer[] = [];
  for (const p of candidates) {
    if (left <= cap.upperLimit) break;
    bought.push(p);
    left -= saving(p);
  }
  return bought;
}
