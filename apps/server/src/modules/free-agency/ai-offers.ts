import {
  aiShoppingList,
  buriedAhead,
  capSeasonFor,
  maxContractYears,
  type ContractSettings,
} from '@rinkside/domain';
import { capContractOf } from '../contracts/contract-facts';
import type { Db, LeagueRow } from '../leagues/api';
import { askOf, contractStart, teamCapIn, type SeasonRow } from './facts';
import * as offers from './offers-repo';
import * as repo from './repo';
import type { FreeAgentRow } from './repo';

/**
 * AI teams' offers for one round (docs/decisions/045, 075), inside the caller's transaction, once a round:
 * the season's `free_agency_ai_rounds` moves to `round` with a conditional update, so a second process
 * makes none. Each team without a GM shops by the domain's `aiShoppingList`: the positions short of its
 * targets first, then regulars while its payroll for the season the contracts start in is under its
 * budget, each at his asking price and term, never past the cap with its open offers counted in.
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
  const capSeason = capSeasonFor(settings, startYear);
  const asks = new Map(
    input.freeAgents.map((agent) => [agent.id, askOf(agent, startYear, settings, season.salary_market)]),
  );
  const aiTeams = await repo.listAiTeams(trx, league.id);
  let made = 0;
  for (const team of aiTeams) {
    const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
    const ahead = startYear - season.start_year;
    const open = await offers.openOffersOfTeam(trx, team.id);
    const offered = new Set(open.map((o) => o.player_id));
    const list = aiShoppingList({
      roster: cap.players.filter((p) => p.status !== 'prospect' && p.contract_years > ahead),
      // Minor leaguers likely stay down: the team counts what it will carry, not its commitments in full.
      payroll:
        cap.payroll -
        buriedAhead(cap.players.map(capContractOf), ahead, capSeason.minimumSalary) +
        open.reduce((sum, o) => sum + o.cap_hit, 0),
      contracts: cap.contracts + open.length,
      maxContracts: settings.maxContracts,
      activeRoom: settings.activeRosterMax - cap.activeRoster - open.length,
      season: capSeason,
      freeAgents: input.freeAgents
        .filter((agent) => !offered.has(agent.id))
        .map((agent) => ({
          id: agent.id,
          position: agent.position,
          overall: agent.overall,
          capHit: asks.get(agent.id)?.capHit ?? 0,
        })),
    });
    for (const choice of list) {
      const agent = input.freeAgents.find((a) => a.id === choice.id);
      const ask = asks.get(choice.id);
      if (!agent || !ask) continue;
      await offers.addOffer(trx, {
        league_id: league.id,
        player_id: agent.id,
        team_id: team.id,
        by_user_id: null,
        cap_hit: choice.capHit,
        years: choice.oneSeason
          ? 1
          : Math.min(ask.years, maxContractYears(settings, agent.last_team_id === team.id)),
        made_at: input.madeAt.toISOString(),
        decide_at: input.decideAt.toISOString(),
      });
      made += 1;
    }
  }
  return made;
}
