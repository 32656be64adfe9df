import { formatCapHit } from '../format';
import type { CapSeason } from './contract-settings';

/** Where a player under contract is: his cap hit counts in full on the roster and on injured reserve. */
export type ContractPlacement = 'active' | 'injured-reserve' | 'minors';

export interface CapContract {
  capHit: number;
  /** Seasons left, the current one included. */
  yearsLeft: number;
  placement: ContractPlacement;
  /** A signed re-signing (docs/decisions/044): it runs for its seasons once this contract ends. */
  extension?: { capHit: number; years: number } | null;
}

/** A charge for a player no longer on the team (a buy-out), for this season and the ones after. */
export interface DeadCapCharge {
  capChargePerSeason: number;
  seasonsLeft: number;
}

/** A charge with what it is for: a bought-out contract, or salary kept in a trade. */
export interface KindedCharge extends DeadCapCharge {
  kind: 'buyout' | 'retained';
}

/**
 * A minor leaguer's cap hit counts only above the minimum salary plus $375K (the NHL's burying rule):
 * sending a big contract down saves part of it, never all.
 */
export const BURY_ALLOWANCE_OVER_MINIMUM = 375_000;

export function capChargeOf(contract: CapContract, minimumSalary: number): number {
  if (contract.placement !== 'minors') return contract.capHit;
  return Math.max(0, contract.capHit - (minimumSalary + BURY_ALLOWANCE_OVER_MINIMUM));
}

export interface TeamCapFigures {
  /** The sum counted against the cap this season. */
  payroll: number;
  /** Upper limit less payroll; negative when over. */
  capSpace: number;
  activeRoster: number;
  contracts: number;
}

export function teamCapFigures(
  contracts: readonly CapContract[],
  dead: readonly DeadCapCharge[],
  season: CapSeason,
): TeamCapFigures {
  const players = contracts.reduce((sum, c) => sum + capChargeOf(c, season.minimumSalary), 0);
  const payroll = players + dead.reduce((sum, d) => sum + (d.seasonsLeft > 0 ? d.capChargePerSeason : 0), 0);
  return {
    payroll,
    capSpace: season.upperLimit - payroll,
    activeRoster: contracts.filter((c) => c.placement === 'active').length,
    contracts: contracts.length,
  };
}

/** Money committed in each coming season (index 0: this one), as the contracts stand, every player counted in full. */
export function commitmentsBySeason(
  contracts: readonly CapContract[],
  dead: readonly DeadCapCharge[],
  seasons: number,
): number[] {
  const inSeason = (c: CapContract, i: number): number => {
    if (c.yearsLeft > i) return c.capHit;
    const extension = c.extension;
    return extension && i < c.yearsLeft + extension.years ? extension.capHit : 0;
  };
  return Array.from({ length: seasons }, (_, i) => {
    const players = contracts.reduce((sum, c) => sum + inSeason(c, i), 0);
    return players + dead.reduce((sum, d) => sum + (d.seasonsLeft > i ? d.capChargePerSeason : 0), 0);
  });
}

/** "$1.2M over the cap of $104.0M". */
export const capOverageMessage = (over: number, upperLimit: number): string =>
  `${formatCapHit(over)} over the cap of ${formatCapHit(upperLimit)}`;

/**
 * Whether a payroll may take on `added` more this season: null when it fits, else the overage in words.
 * A move that lowers the payroll is always allowed, even for a team already over.
 */
export function capRoomProblem(payroll: number, added: number, season: CapSeason): string | null {
  if (added <= 0) return null;
  const over = payroll + added - season.upperLimit;
  return over > 0 ? capOverageMessage(over, season.upperLimit) : null;
}

/**
 * A contract's cap hit in a season (docs/decisions/075): never under that season's least salary. The
 * minimum rises over the years, and a deal signed under an older one is lifted to the new.
 */
export const capHitInSeason = (capHit: number, minimumSalary: number): number =>
  Math.max(capHit, minimumSalary);

/**
 * What burying spares a team in a coming season (`ahead` seasons on): each minor leaguer still under contract
 * then counts only above the minimum plus the allowance, if he stays down. A payroll counted in full less this
 * is what the team will likely carry.
 */
export function buriedAhead(contracts: readonly CapContract[], ahead: number, minimumSalary: number): number {
  return contracts
    .filter((c) => c.placement === 'minors' && c.yearsLeft > ahead)
    .reduce((sum, c) => sum + Math.min(c.capHit, minimumSalary + BURY_ALLOWANCE_OVER_MINIMUM), 0);
}

/**
 * A payroll by what it counts (issue 30): the active roster and injured reserve in full, minor leaguers above
 * the burying allowance, money for bought-out players and for salary retained in trades; and, beside it,
 * what burying spares. The parts add up to `teamCapFigures`' payroll.
 */
export interface PayrollBreakdown {
  roster: number;
  injuredReserve: number;
  minors: number;
  /** Minor leaguers' cap hits the cap does not charge. */
  buried: number;
  dead: number;
  retained: number;
}

export function payrollBreakdown(
  contracts: readonly CapContract[],
  charges: readonly KindedCharge[],
  minimumSalary: number,
): PayrollBreakdown {
  const sum = (xs: readonly number[]) => xs.reduce((total, x) => total + x, 0);
  const at = (placement: ContractPlacement) => contracts.filter((c) => c.placement === placement);
  const minors = at('minors');
  const minorsCharged = sum(minors.map((c) => capChargeOf(c, minimumSalary)));
  const charged = (kind: KindedCharge['kind']) =>
    sum(charges.filter((c) => c.kind === kind && c.seasonsLeft > 0).map((c) => c.capChargePerSeason));
  return {
    roster: sum(at('active').map((c) => c.capHit)),
    injuredReserve: sum(at('injured-reserve').map((c) => c.capHit)),
    minors: minorsCharged,
    buried: sum(minors.map((c) => c.capHit)) - minorsCharged,
    dead: charged('buyout'),
    retained: charged('retained'),
  };
}

/** Where a payroll stands against a season's floor and cap (issue 30): the desk warns a GM outside them. */
export type CapStanding = 'below-floor' | 'over-cap' | 'within';

export function capStanding(payroll: number, season: Pick<CapSeason, 'floor' | 'upperLimit'>): CapStanding {
  if (payroll > season.upperLimit) return 'over-cap';
  return payroll < season.floor ? 'below-floor' : 'within';
}
