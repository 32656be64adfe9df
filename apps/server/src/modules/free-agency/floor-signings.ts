import { aiShoppingList, capSeasonFor, type ContractSettings } from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { askOf, teamCapIn } from './facts';
import * as repo from './repo';
import { signFreeAgent } from './sign-free-agent';

/**
 * The rollover's last word on money (docs/decisions/075), inside its transaction once the summer has made
 * rosters legal: each AI team (no GM) under the new season's floor, counted as its cap sheet counts it,
 * signs free agents by the domain's `aiShoppingList` until it reaches the floor, at once, since free
 * agency's rounds are over and no one else bids. Returns how many signed.
 */
export async function aiTeamsReachFloor(
  trx: Db,
  input: {
    league: LeagueRow;
    seasonYear: number;
    settings: ContractSettings;
    /** The new season's salary market. */
    market: number;
    at: string;
  },
): Promise<number> {
  const { league, seasonYear, settings, at } = input;
  const season = capSeasonFor(settings, seasonYear);
  const taken = new Set<number>();
  let signed = 0;
  for (const team of await repo.listAiTeams(trx, league.id)) {
    const cap = await teamCapIn(trx, team.id, seasonYear, seasonYear, settings);
    if (cap.payroll >= season.floor) continue;
    const agents = (await repo.listFreeAgents(trx, league.id)).filter((a) => !taken.has(a.id));
    const asks = new Map(agents.map((a) => [a.id, askOf(a, seasonYear, settings, input.market)]));
    const list = aiShoppingList({
      roster: cap.players.filter((p) => p.status !== 'prospect'),
      payroll: cap.payroll,
      contracts: cap.contracts,
      maxContracts: settings.maxContracts,
      activeRoom: settings.activeRosterMax - cap.activeRoster,
      season,
      freeAgents: agents.map((a) => ({
        id: a.id,
        position: a.position,
        overall: a.overall,
        capHit: asks.get(a.id)?.capHit ?? season.minimumSalary,
      })),
    });
    let activeRoster = cap.activeRoster;
    for (const offer of list) {
      const agent = agents.find((a) => a.id === offer.id);
      if (!agent) continue;
      const years = offer.oneSeason ? 1 : (asks.get(agent.id)?.years ?? 1);
      const active = activeRoster < settings.activeRosterMax;
      const moved = await signFreeAgent(trx, {
        leagueId: league.id,
        team,
        player: { id: agent.id, name: `${agent.first_name} ${agent.last_name}` },
        terms: { capHit: offer.capHit, years },
        storedYears: years,
        signedYear: seasonYear,
        active,
        at,
      });
      if (!moved) continue;
      taken.add(agent.id);
      if (active) activeRoster += 1;
      signed += 1;
    }
  }
  return signed;
}
