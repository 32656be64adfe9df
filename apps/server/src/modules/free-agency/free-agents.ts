import {
  capSeasonFor,
  freeAgencyStage,
  leagueInstant,
  maxCapHitFor,
  type FreeAgencyStageView,
  type FreeAgentsResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import * as contracts from '../contracts/api';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, findTeamOfGm } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { askOf, calendarOf, contractStart, freeAgentStatus, teamCapIn } from './facts';
import * as repo from './repo';

/** GET /league/{id}/free-agents: every free agent with his ask, the calendar's stage, the viewer's cap space. */
export async function listFreeAgents(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<FreeAgentsResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const season = await findActiveSeason(db, leagueId);
  if (!season) throw conflict('This league has no active season.');
  const settings = contractSettingsOf(league.contract_settings);
  const { startYear } = contractStart(season);
  const now = leagueInstant(ctx.now(), league.time_zone, league.simulated_to);
  const calendar = await calendarOf(db, league, season, settings);
  let stage: FreeAgencyStageView = { kind: 'open' };
  if (calendar) {
    const at = freeAgencyStage(calendar, now);
    if (at.kind === 're-signing') stage = { kind: 're-signing', until: at.until.toISOString() };
    if (at.kind === 'round')
      stage = {
        kind: 'round',
        round: at.round,
        rounds: settings.freeAgencyRounds,
        endsAt: at.endsAt.toISOString(),
      };
  }
  const rows = await repo.listFreeAgents(db, leagueId);
  const careers = await contracts.leagueCareers(
    db,
    rows.map((r) => r.id),
  );
  const team = await findTeamOfGm(db, leagueId, userId);
  const cap = team ? await teamCapIn(db, team.id, season.start_year, startYear, settings) : null;
  const capSeason = capSeasonFor(settings, startYear);
  return {
    leagueNow: now.toISOString(),
    stage,
    contractSeason: {
      startYear,
      upperLimit: capSeason.upperLimit,
      minimumSalary: capSeason.minimumSalary,
      maxCapHit: maxCapHitFor(settings, startYear),
      maxYearsNewTeam: settings.maxYearsNewTeam,
      maxYearsReSigning: settings.maxYearsReSigning,
    },
    myTeam:
      team && cap
        ? {
            id: team.id,
            name: team.name,
            payroll: cap.payroll,
            committedAhead: startYear > season.start_year,
            capSpace: capSeason.upperLimit - cap.payroll,
            contracts: cap.contracts,
          }
        : null,
    players: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      position: row.position,
      age: row.age,
      overall: row.overall,
      potential: row.potential,
      status: freeAgentStatus(row, careers.get(row.id), settings),
      lastTeam:
        row.last_team_id !== null && row.last_team_name !== null
          ? { id: row.last_team_id, name: row.last_team_name }
          : null,
      ask: askOf(row, startYear, settings, season.salary_market),
    })),
  };
}
