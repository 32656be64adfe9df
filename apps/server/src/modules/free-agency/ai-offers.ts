import { capSeasonFor, maxContractYears, type ContractSettings } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { askOf, contractStart, teamCapIn, type SeasonRow } from './facts';
import * as offers from './offers-repo';
import * as repo from './repo';
import type { FreeAgentRow } from './repo';

/** Players an AI team carries at each position under contract; below these it shops for free agents. */
export const AI_ROSTER_TARGETS: Record<string, number> = { C: 5, LW: 5, RW: 5, D: 8, G: 3 };

/**
 * AI teams' offers for one round (docs/decisions/045), inside the caller's transaction, once a round: the
 * season's `free_agency_ai_rounds` moves to `round` with a conditional update, so a second process makes
 * none. Each team without a GM fills the positions short of its targets with the best free agents whose
 * asking price fits its cap room in the season the contracts start in, offering that price and term.
 * Returns the offers made, or null when another process made this round's.
 */
export async function makeAiOffers(
  trx: Db,
  input: {
    league: LeagueRow;
    season: SeasonRow;
    settings: ContractSettings;
    round: number;
    freeAgents: readonly FreeAgentRow[];
    madeAt: Date;
    decideAt: Date;
  },
): Promise<number | null> {
  const { league, season, settings, round } = input;
  if (!(await repo.markAiRound(trx, season.id, round))) return null;
  const { startYear } = contractStart(season);
  const upperLimit = capSeasonFor(settings, startYear).upperLimit;
  const aiTeams = await repo.listAiTeams(trx, league.id);
  let made = 0;
  for (const team of aiTeams) {
    const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
    let room = upperLimit - cap.payroll;
    let contracts = cap.contracts;
    const ahead = startYear - season.start_year;
    const have = new Map<string, number>();
    for (const p of cap.players)
      if (p.status !== 'prospect' && p.contract_years > ahead)
        have.set(p.position, (have.get(p.position) ?? 0) + 1);
    const offered = new Set(await offers.openOfferPlayerIds(trx, team.id));
    for (const [position, target] of Object.entries(AI_ROSTER_TARGETS)) {
      let short = target - (have.get(position) ?? 0);
      for (const agent of input.freeAgents) {
        if (short <= 0 || contracts >= settings.maxContracts) break;
        if (agent.position !== position || offered.has(agent.id)) continue;
        const ask = askOf(agent, startYear, settings);
        if (ask.capHit > room) continue;
        await offers.addOffer(trx, {
          league_id: league.id,
          player_id: agent.id,
          team_id: team.id,
          by_user_id: null,
          cap_hit: ask.capHit,
          years: Math.min(ask.years, maxContractYears(settings, agent.last_team_id === team.id)),
          made_at: input.madeAt.toISOString(),
          decide_at: input.decideAt.toISOString(),
        });
        offered.add(agent.id);
        room -= ask.capHit;
        contracts += 1;
        short -= 1;
        made += 1;
      }
    }
  }
  return made;
}
