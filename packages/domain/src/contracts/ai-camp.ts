import { AI_SPENDING_CEILING, type ShoppingAgent, type ShoppingPlayer } from './ai-shopping';
import type { CapSeason } from './contract-settings';
import { entryLevelMaximum, entryLevelYears, type ContractType } from './entry-level';
import { acceptableShare } from './player-choice';

/**
 * AI rosters that keep 23 dressed-quality players (docs/decisions/077). When a season starts, free agency's
 * rounds are over and a free agent still unsigned takes what the open market pays (`campPrice`). An AI team
 * then looks at the 23 places of its roster, 13 forwards, 7 defencemen and 3 goalies (an NHL dressing room:
 * the lineup and its spares): a free agent who would take one of them from a weaker player, or fill one left
 * empty, signs, the best first, while its payroll stays under its spending ceiling and it has a contract to
 * spare. The player he displaces is the one its preseason sends down.
 */
export const DRESSED_PLACES: Readonly<Record<'F' | 'D' | 'G', number>> = { F: 13, D: 7, G: 3 };

const placesGroup = (position: string): keyof typeof DRESSED_PLACES =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

/**
 * What a free agent still unsigned when the season starts signs for: the share of his ask he takes on the
 * open market after the last round (`acceptableShare`), in $25K steps, never under the least salary.
 */
export function campPrice(ask: number, rounds: number, minimumSalary: number): number {
  const share = Math.ceil((ask * acceptableShare(rounds + 1)) / 25_000) * 25_000;
  return Math.max(minimumSalary, Math.min(ask, share));
}

/**
 * The contract a free agent signs as the season starts: one season at his `campPrice`; a newcomer to the
 * league young enough for an entry-level deal (24 or younger: `entryLevelYears`) signs one, as undrafted
 * college and junior players do in the NHL, its term by his age and its cap hit no more than the entry-level
 * maximum.
 */
export function campTerms(input: {
  ask: number;
  rounds: number;
  season: CapSeason;
  age: number;
  /** He has never signed with one of the league's teams (the summer's supply). */
  newcomer: boolean;
}): { capHit: number; years: number; type: ContractType } {
  const capHit = campPrice(input.ask, input.rounds, input.season.minimumSalary);
  const entryYears = input.newcomer ? entryLevelYears(input.age) : null;
  if (entryYears === null) return { capHit, years: 1, type: 'standard' };
  return {
    capHit: Math.min(capHit, entryLevelMaximum(input.season.minimumSalary)),
    years: entryYears,
    type: 'entry-level',
  };
}

export interface CampTeam {
  /** The team's players under contract for the season (not its unsigned prospects). */
  roster: readonly ShoppingPlayer[];
  /** Its payroll and contracts for the season, as its cap sheet counts them. */
  payroll: number;
  contracts: number;
  maxContracts: number;
  season: CapSeason;
  /** The free agents it may sign, best first, each at his `campPrice`. */
  freeAgents: readonly ShoppingAgent[];
}

/** The overall a newcomer must pass to take a place at his position: the weakest holder's, or none. */
function placeToTake(roster: readonly ShoppingPlayer[], position: string): number {
  const group = placesGroup(position);
  const holders = roster
    .filter((p) => placesGroup(p.position) === group)
    .map((p) => p.overall)
    .sort((a, b) => b - a);
  return holders.length < DRESSED_PLACES[group]
    ? -Infinity
    : (holders[DRESSED_PLACES[group] - 1] ?? -Infinity);
}

/** The free agents the team signs as the season starts, in the order it signs them, each at his price. */
export function aiCampSignings(team: CampTeam): { id: number; capHit: number }[] {
  const ceiling = Math.max(team.season.floor, team.season.upperLimit * AI_SPENDING_CEILING);
  const roster: ShoppingPlayer[] = [...team.roster];
  const chosen: { id: number; capHit: number }[] = [];
  let { payroll, contracts } = team;
  for (const agent of team.freeAgents) {
    if (contracts >= team.maxContracts) break;
    if (agent.overall <= placeToTake(roster, agent.position)) continue;
    if (payroll + agent.capHit > ceiling) continue;
    chosen.push({ id: agent.id, capHit: agent.capHit });
    roster.push(agent);
    payroll += agent.capHit;
    contracts += 1;
  }
  return chosen;
}
