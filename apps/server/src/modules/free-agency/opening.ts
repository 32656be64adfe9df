import type { ContractSettings } from '@rinkside/domain';
import { mendLineupAfterRosterMove } from '../desk/service';
import { recordNews } from '../feed/service';
import type { Db, LeagueRow } from '../leagues/api';
import { notify } from '../notifications/service';
import * as ledger from '../ledger/api';
import type { ContractPlayerRow } from '../contracts/api';
import { contractStart, teamCapIn, type SeasonRow } from './facts';
import { aiReSignings } from '../re-signing/ai-re-signings';
import { keepsHisTeam, qualifyingOfferOf } from './hooks';
import * as repo from './repo';

/**
 * Opens the offseason's free agency (docs/decisions/045), inside the caller's transaction, once: the
 * season is marked opened with a conditional update, so a second process (or the rollover) finds it
 * done and returns null. AI teams keep whom they want; every other player whose contract ends with the
 * finished season leaves his team, off its lineup and depth chart. The league's news says so, and each
 * GM hears who left. Returns the users told.
 */
export async function openFreeAgency(
  trx: Db,
  input: { league: LeagueRow; season: SeasonRow; settings: ContractSettings; at: string },
): Promise<number[] | null> {
  const { league, season, settings, at } = input;
  if (!(await repo.markFreeAgencyOpened(trx, season.id, at))) return null;

  const { startYear } = contractStart(season);
  // AI teams first keep whom they want, by the talks' own model (docs/decisions/044).
  await aiReSignings(trx, {
    league,
    seasonId: season.id,
    year: season.start_year,
    market: season.salary_market,
    at,
  });
  const teams = await repo.listLeagueTeams(trx, league.id);
  const told: (number | null)[] = [];
  for (const team of teams) {
    const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
    const expiring = cap.players.filter((p) => p.status !== 'prospect' && p.contract_years <= 1);
    const leaving: ContractPlayerRow[] = [];
    for (const row of expiring) {
      const qualifyingOffer = qualifyingOfferOf(row);
      if (keepsHisTeam(row)) continue;
      if (qualifyingOffer === null) {
        leaving.push(row);
        continue;
      }
      await ledger.setContract(trx, {
        playerId: row.id,
        from: {},
        contract: { extension: { capHit: qualifyingOffer, years: 1 } },
        at,
        log: logLine(league.id, team.id, 're_signed', { capHit: qualifyingOffer, years: 1 }),
      });
    }
    if (leaving.length === 0) continue;
    // Off the team's depth chart and lineup; the mending then fills the lineup's even-strength places.
    await ledger.movePlayers(
      trx,
      leaving.map((row) => ({
        playerId: row.id,
        from: { teamId: team.id },
        toTeamId: null,
        lastTeamId: team.id,
        log: logLine(league.id, team.id, 'left', {}),
        whenBeaten: 'skip' as const,
      })),
      { at },
    );
    await mendLineupAfterRosterMove(trx, team, at);
    if (team.gm_user_id !== null)
      told.push(
        await notify(trx, {
          userId: team.gm_user_id,
          at,
          kind: 'free_agents_left',
          payload: {
            leagueId: league.id,
            teamId: team.id,
            teamName: team.name,
            players: leaving.map((p) => `${p.first_name} ${p.last_name}`),
          },
        }),
      );
  }
  const freeAgents = await repo.countFreeAgents(trx, league.id);
  await recordNews(trx, {
    leagueId: league.id,
    seasonId: season.id,
    at,
    kind: 'free_agency_opened',
    payload: { seasonId: season.id, seasonName: season.name, freeAgents },
  });
  return told.filter((id): id is number => id !== null);
}

function logLine(
  leagueId: number,
  teamId: number,
  kind: 're_signed' | 'left',
  detail: { capHit?: number; years?: number },
): ledger.LogLine {
  return { leagueId, teamId, kind, detail, byUserId: null };
}
