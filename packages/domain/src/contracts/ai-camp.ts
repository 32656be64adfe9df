import type { ShoppingAgent, ShoppingPlayer } from './ai-shopping';
import { capChargeOf } from './cap-figures';
import type { CapSeason } from './contract-settings';
import { entryLevelMaximum, entryLevelYears, type ContractType } from './entry-level';
import { acceptableShare } from './player-choice';

/**
 * AI rosters that keep 23 dressed-quality players (docs/decisions/077). When a season starts, free agency's
 * rounds are over and a free agent still unsigned takes what the open market pays (`campPrice`). An AI team
 * then looks at the 23 places of its roster, 13 forwards, 7 defencemen and 3 goalies (an NHL dressing room:
 * the lineup and its spares): a free agent who would take one of them from a weaker player, or fill one left
 * empty, signs, the best first, while its payroll stays under the cap and it has a contract to spare. The
 * player he displaces is the one its preseason sends down.
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

/** A player under contract as the camp sees him: where he ranks, and what sending him down would save. */
export interface CampPlayer extends ShoppingPlayer {
  capHit: number;
  /** In the minors already: displacing him saves nothing. */
  minors: boolean;
}

export interface CampTeam {
  /** The team's players under contract for the season (not its unsigned prospects). */
  roster: readonly CampPlayer[];
  /** Its payroll and contracts for the season, as its cap sheet counts them. */
  payroll: number;
  contracts: number;
  maxContracts: number;
  season: CapSeason;
  /** The free agents it may sign, best first, each at the cap hit of his `campTerms`. */
  freeAgents: readonly ShoppingAgent[];
}

/** The player a newcomer at this position would take a place from (the weakest of its holders), or null when a place is empty. */
function placeToTake(roster: readonly CampPlayer[], position: string): CampPlayer | null {
  const group = placesGroup(position);
  const holders = roster
    .filter((p) => placesGroup(p.position) === group)
    .sort((a, b) => b.overall - a.overall);
  return holders.length < DRESSED_PLACES[group] ? null : (holders[DRESSED_PLACES[group] - 1] ?? null);
}

/**
 * The next free agent the team signs as the season starts, the best who qualifies, and the team after it:
 * he takes a place from a weaker player (or fills an empty one) and his cap hit fits. A signing that
 * displaces a weaker active player counts what sending him down saves (his cap hit beyond what the minors
 * bury), so a team at its cap can still trade a call-up for a better player on the same money; the payroll
 * never passes the upper limit. Null when nobody qualifies.
 */
export function nextCampSigning(
  team: CampTeam,
): { signing: { id: number; capHit: number }; team: CampTeam } | null {
  const { minimumSalary, upperLimit } = team.season;
  if (team.contracts >= team.maxContracts) return null;
  for (const agent of team.freeAgents) {
    const displaced = placeToTake(team.roster, agent.position);
    if (displaced && agent.overall <= displaced.overall) continue;
    const buried = capChargeOf(
      { capHit: displaced?.capHit ?? 0, yearsLeft: 1, placement: 'minors' },
      minimumSalary,
    );
    const saved = displaced && !displaced.minors ? displaced.capHit - buried : 0;
    const payroll = team.payroll + agent.capHit - saved;
    if (payroll > upperLimit) continue;
    const roster = team.roster.map((p) => (p === displaced ? { ...p, minors: true } : p));
    return {
      signing: { id: agent.id, capHit: agent.capHit },
      team: {
        ...team,
        roster: [...roster, { ...agent, minors: false }],
        payroll,
        contracts: team.contracts + 1,
        freeAgents: team.freeAgents.filter((a) => a !== agent),
      },
    };
  }
  return null;
}

/** The free agents the team signs as the season starts, in the order it signs them, each at his cap hit. */
export function aiCampSignings(team: CampTeam): { id: number; capHit: number }[] {
  const chosen: { id: number; capHit: number }[] = [];
  for (let next = nextCampSigning(team); next; next = nextCampSigning(next.team)) chosen.push(next.signing);
  return chosen;
}
