import {
  campTerms,
  capSeasonFor,
  DRESSED_PLACES,
  nextCampSigning,
  type CampTeam,
  type ContractSettings,
  type ShoppingPlayer,
} from '@rinkside/domain';
import { placementOf } from '../contracts/contract-facts';
import type { Db, LeagueRow } from '../leagues/api';
import { askOf, teamCapIn } from './facts';
import * as repo from './repo';
import { type FreeAgentSigning, signFreeAgents } from './sign-free-agent';

const PLACES = DRESSED_PLACES.F + DRESSED_PLACES.D + DRESSED_PLACES.G;

/** A team's strength for the order teams sign in: the mean overall of its best 23 (weakest first). */
const strength = (roster: readonly ShoppingPlayer[]): number => {
  const best = roster
    .map((p) => p.overall)
    .sort((a, b) => b - a)
    .slice(0, PLACES);
  return best.reduce((sum, overall) => sum + overall, 0) / PLACES;
};

/**
 * AI rosters that keep 23 dressed-quality players (docs/decisions/077), inside the rollover's transaction
 * once the new season's market is set and before its preseason makes rosters legal: free agency's rounds
 * are over, so each AI team (no GM) signs the free agents left, the summer's new supply among them, who
 * would take a place among its 23 from a weaker player, by the domain's `nextCampSigning`, on `campTerms`
 * (one season at his camp price; a young newcomer his entry-level deal), onto its active roster (the
 * preseason then sends the weakest down). Teams sign one player a turn, the weakest team first, until none
 * signs. Returns how many signed.
 */
export async function aiTeamsKeepDressedQuality(
  trx: Db,
  input: {
    league: LeagueRow;
    seasonYear: number;
    settings: ContractSettings;
    /** The new season's salary market. */
    market: number;
    /** This summer's supply, new to the league: the young among them sign entry-level deals. */
    newcomers: ReadonlySet<number>;
    at: string;
  },
): Promise<number> {
  const { league, seasonYear, settings, at } = input;
  const season = capSeasonFor(settings, seasonYear);
  const agents = await repo.listFreeAgents(trx, league.id);
  const termsOf = new Map(
    agents.map((a) => [
      a.id,
      campTerms({
        ask: askOf(a, seasonYear, settings, input.market).capHit,
        rounds: settings.freeAgencyRounds,
        season,
        age: a.age,
        newcomer: input.newcomers.has(a.id),
      }),
    ]),
  );
  const teams: { team: { id: number; name: string }; camp: CampTeam }[] = [];
  for (const team of await repo.listAiTeams(trx, league.id)) {
    const cap = await teamCapIn(trx, team.id, seasonYear, seasonYear, settings);
    const roster = cap.players
      .filter((p) => p.status !== 'prospect')
      .map((p) => ({
        position: p.position,
        overall: p.overall,
        capHit: p.cap_hit,
        minors: placementOf(p) === 'minors',
      }));
    teams.push({
      team,
      camp: {
        roster,
        payroll: cap.payroll,
        contracts: cap.contracts,
        maxContracts: settings.maxContracts,
        season,
        freeAgents: [],
      },
    });
  }
  const taken = new Set<number>();
  const signings: FreeAgentSigning[] = [];
  for (let turn = true; turn;) {
    turn = false;
    for (const entry of [...teams].sort((a, b) => strength(a.camp.roster) - strength(b.camp.roster))) {
      const freeAgents = agents
        .filter((a) => !taken.has(a.id))
        .map((a) => ({
          id: a.id,
          position: a.position,
          overall: a.overall,
          capHit: termsOf.get(a.id)?.capHit ?? season.minimumSalary,
        }));
      const next = nextCampSigning({ ...entry.camp, freeAgents });
      const agent = agents.find((a) => a.id === next?.signing.id);
      const terms = termsOf.get(agent?.id ?? 0);
      if (!next || !agent || !terms) continue;
      taken.add(agent.id);
      signings.push({
        leagueId: league.id,
        team: entry.team,
        player: { id: agent.id, name: `${agent.first_name} ${agent.last_name}` },
        terms: { capHit: terms.capHit, years: terms.years },
        storedYears: terms.years,
        signedYear: seasonYear,
        active: true,
        ...(terms.type === 'entry-level' ? { entryLevelAt: agent.age } : {}),
      });
      entry.camp = next.team;
      turn = true;
    }
  }
  // Written together once every team chose, in the order they signed: the rollover holds the league, so
  // no other change signs these free agents meanwhile.
  const signed = (await signFreeAgents(trx, signings, at)).filter(Boolean).length;
  return signed;
}
