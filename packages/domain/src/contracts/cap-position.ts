import {
  capRoomProblem,
  commitmentsBySeason,
  teamCapFigures,
  type CapContract,
  type DeadCapCharge,
} from './cap-figures';
import { capSeasonFor, type CapSeason, type ContractSettings } from './contract-settings';

/** A charge on a team's cap as stored (a buy-out, or salary retained in a trade). */
export interface StoredCapCharge {
  chargePerSeason: number;
  /** The start year of its first season. */
  firstYear: number;
  seasons: number;
}

/** A stored charge as the season starting in `year` sees it: what it charges, for how many seasons from then. */
export const deadChargeIn = (charge: StoredCapCharge, year: number): DeadCapCharge => ({
  capChargePerSeason: charge.chargePerSeason,
  seasonsLeft: Math.min(charge.seasons, charge.firstYear + charge.seasons - year),
});

/** What a team has against the cap and under contract in one season. */
export interface CapPosition {
  payroll: number;
  contracts: number;
  activeRoster: number;
}

/**
 * A team's cap position for a contract starting in `startYear`, read in the season starting in
 * `seasonYear` (the active one): in the active season, as the cap sheet counts it; in the next, as the
 * contracts running into it (and signed re-signings) commit, every player in full. Dead money (buy-outs,
 * retained salary) counts in both for the seasons it has left.
 */
export function capPositionFor(input: {
  contracts: readonly CapContract[];
  charges: readonly StoredCapCharge[];
  seasonYear: number;
  startYear: number;
  settings: ContractSettings;
}): CapPosition {
  const { contracts, seasonYear, startYear, settings } = input;
  const dead = input.charges.map((charge) => deadChargeIn(charge, seasonYear));
  const ahead = startYear - seasonYear;
  if (ahead <= 0) {
    const figures = teamCapFigures(contracts, dead, capSeasonFor(settings, seasonYear));
    return { payroll: figures.payroll, contracts: figures.contracts, activeRoster: figures.activeRoster };
  }
  const payroll = commitmentsBySeason(contracts, dead, ahead + 1)[ahead] ?? 0;
  // Under contract then: his contract runs that far, or a re-signing signed for after it does.
  const running = contracts.filter(
    (c) => c.yearsLeft > ahead || c.yearsLeft + (c.extension?.years ?? 0) > ahead,
  );
  return {
    payroll,
    contracts: running.length,
    activeRoster: running.filter((c) => c.placement !== 'minors').length,
  };
}

/** Why a team cannot sign a player: it holds the most contracts allowed, or he would put it over the cap. */
export type SigningProblem = { kind: 'contracts'; maxContracts: number } | { kind: 'cap'; overage: string };

/**
 * Whether a team may sign a player for `capHit` a season in `season` (the season his contract starts in),
 * from its cap position then: a free contract, and the cap room for his whole cap hit. Null when it may.
 */
export function signingProblem(
  position: CapPosition,
  capHit: number,
  season: CapSeason,
  settings: Pick<ContractSettings, 'maxContracts'>,
): SigningProblem | null {
  if (position.contracts >= settings.maxContracts)
    return { kind: 'contracts', maxContracts: settings.maxContracts };
  const overage = capRoomProblem(position.payroll, capHit, season);
  return overage ? { kind: 'cap', overage } : null;
}
