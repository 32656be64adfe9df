import { askingCapHit, askingYears } from './contract-value';
import type { CapSeason } from './contract-settings';
import { BURY_ALLOWANCE_OVER_MINIMUM } from './cap-figures';
import { entryLevelMaximum, entryLevelYears, type ContractType } from './entry-level';

/**
 * The contracts a new league's players hold on its first day (docs/decisions/075). Each player is paid his
 * asking price (docs/decisions/043), a young one his entry-level deal; then the team's veteran deals are
 * scaled together so the payroll lands on the share of the cap the team spends, as an NHL front office
 * would have built it: a rich team's stars on friendly deals, a poor team's regulars paid up to the floor.
 * Each player is somewhere inside his deal, so expiries spread over the coming summers.
 */
export interface StartingPlayer {
  overall: number;
  potential: number;
  age: number;
  /** Prospects hold no contract; minor leaguers count against the cap only above the burying allowance. */
  status: 'active' | 'minors' | 'prospect';
}

export interface StartingContract {
  capHit: number;
  /** Seasons left, this one included. */
  yearsLeft: number;
  type: ContractType;
}

export interface StartingTeam {
  players: readonly StartingPlayer[];
  season: CapSeason;
  maxCapHit: number;
  /** The longest term a contract may run. */
  maxYears: number;
  /** The share of the upper limit the team spends, between the floor's share and 1. */
  payrollShare: number;
  /** The first season's salary market (docs/decisions/075); 1 when left out. */
  market?: number;
  /** One uniform draw in [0, 1) per player: where inside his deal he stands. */
  draws: readonly number[];
}

/** The most one starting contract takes of the cap: the NHL's largest deals are about 15% of it. */
export const STARTING_STAR_SHARE = 0.155;
/** A raise to reach the team's payroll lifts a player to at most this share of the cap, or his own ask. */
export const STARTING_RAISE_SHARE = 0.08;
/** The age a generated player signed his first contract at, when younger than that he signed it now. */
const FIRST_CONTRACT_AGE = 20;
/** A minor leaguer's two-way deal runs one or two seasons. */
const MINOR_LEAGUE_YEARS = 2;

const quoted = (amount: number): number => Math.round(amount / 25_000) * 25_000;

/** Seasons left on his entry-level deal, signed at 20 (or now, if younger), or null once it has run out. */
export function entryLevelYearsLeft(age: number): number | null {
  const signedAt = Math.min(age, FIRST_CONTRACT_AGE);
  const left = (entryLevelYears(signedAt) ?? 0) - (age - signedAt);
  return left >= 1 ? left : null;
}

/**
 * What an unsigned player's row holds until he signs (a prospect whose rights a team holds, a player in the
 * draft class): no cap hit, for the one season the row describes.
 */
export const UNSIGNED_CONTRACT = { capHit: 0, yearsLeft: 1 } as const;

/** Every player's contract, in the order given (null for a prospect). */
export function startingContracts(team: StartingTeam): (StartingContract | null)[] {
  const { season, maxCapHit, maxYears } = team;
  const minimum = season.minimumSalary;
  const ceiling = Math.max(minimum, Math.min(maxCapHit, quoted(season.upperLimit * STARTING_STAR_SHARE)));
  const raiseCeiling = quoted(season.upperLimit * STARTING_RAISE_SHARE);
  const draw = (i: number) => Math.min(0.999_999, Math.max(0, team.draws[i] ?? 0));
  const asks = team.players.map((p) => askingCapHit(p, season, maxCapHit, team.market ?? 1));

  const entry = team.players.map((p) => (p.status === 'prospect' ? null : entryLevelYearsLeft(p.age)));
  const scaled = (i: number) =>
    team.players[i]?.status === 'active' && entry[i] === null && (asks[i] ?? 0) > minimum;
  const hitAt = (i: number, factor: number, raiseLimit: number): number => {
    const ask = asks[i] ?? minimum;
    if (entry[i] !== null && entry[i] !== undefined) return Math.min(ask, entryLevelMaximum(minimum));
    if (!scaled(i)) return Math.min(ask, ceiling);
    const most = Math.min(ceiling, Math.max(ask, raiseLimit));
    return Math.min(most, Math.max(minimum, quoted(minimum + (ask - minimum) * factor)));
  };
  const payrollAt = (factor: number, raiseLimit: number) =>
    team.players.reduce((sum, p, i) => {
      if (p.status === 'prospect') return sum;
      const hit = hitAt(i, factor, raiseLimit);
      return sum + (p.status === 'minors' ? Math.max(0, hit - minimum - BURY_ALLOWANCE_OVER_MINIMUM) : hit);
    }, 0);

  const target = season.upperLimit * Math.min(1, Math.max(0, team.payrollShare));
  const MOST_FACTOR = 8;
  // A team whose regulars cannot reach its payroll within the raise ceiling raises them to the star's.
  const raiseLimit = payrollAt(MOST_FACTOR, raiseCeiling) >= target ? raiseCeiling : ceiling;
  let low = 0;
  let high = MOST_FACTOR;
  for (let step = 0; step < 40; step += 1) {
    const mid = (low + high) / 2;
    if (payrollAt(mid, raiseLimit) > target) high = mid;
    else low = mid;
  }

  return team.players.map((p, i) => {
    if (p.status === 'prospect') return null;
    const capHit = hitAt(i, low, raiseLimit);
    const elc = entry[i];
    if (elc !== null && elc !== undefined)
      return { capHit, yearsLeft: Math.min(maxYears, elc), type: 'entry-level' };
    const term = p.status === 'minors' ? MINOR_LEAGUE_YEARS : askingYears(p, maxYears);
    return { capHit, yearsLeft: Math.min(maxYears, 1 + Math.floor(draw(i) * term)), type: 'standard' };
  });
}
