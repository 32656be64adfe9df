import {
  capChargeOf,
  capSeasonFor,
  commitmentsBySeason,
  payrollBreakdown,
  teamCapFigures,
  type CapSheetResponse,
  type ContractSettings,
} from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { capContractOf, deadChargeOf, expiryStatus, placementOf, waiverExemptNow } from './contract-facts';
import * as repo from './repo';

/** Seasons a cap sheet looks ahead: this one and the next four. */
export const CAP_SHEET_SEASONS = 5;

export interface TeamContext {
  teamId: number;
  /** The start year of the league's active season. */
  year: number;
  settings: ContractSettings;
}

/** Open waivers by player id, for the sheet to mark. */
export type OpenWaivers = ReadonlyMap<number, number>;

/** A team's cap sheet as it stands, read inside the caller's transaction when it has one. */
export async function buildCapSheet(
  db: Db,
  team: TeamContext,
  openWaivers: OpenWaivers = new Map(),
): Promise<CapSheetResponse> {
  const { year, settings } = team;
  const season = capSeasonFor(settings, year);
  const [players, charges] = await Promise.all([
    repo.listContractPlayers(db, team.teamId),
    repo.listCapCharges(db, team.teamId, year),
  ]);
  const careers = await repo.leagueCareers(
    db,
    players.map((p) => p.id),
  );
  const contracts = players.map(capContractOf);
  const dead = charges.map((c) => deadChargeOf(c, year));
  const figures = teamCapFigures(contracts, dead, season);
  // A signed re-signing (docs/decisions/044) commits its cap hit in the seasons after the contract's end.
  const committed = commitmentsBySeason(contracts, dead, CAP_SHEET_SEASONS);
  return {
    teamId: team.teamId,
    season: {
      startYear: year,
      upperLimit: season.upperLimit,
      floor: season.floor,
      minimumSalary: season.minimumSalary,
    },
    ...figures,
    breakdown: payrollBreakdown(contracts, dead, season.minimumSalary),
    limits: {
      activeRosterMin: settings.activeRosterMin,
      activeRosterMax: settings.activeRosterMax,
      maxContracts: settings.maxContracts,
    },
    seasons: committed.map((amount, i) => ({
      startYear: year + i,
      upperLimit: capSeasonFor(settings, year + i).upperLimit,
      committed: amount,
    })),
    players: players.map((row, i) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      position: row.position,
      age: row.age,
      overall: row.overall,
      placement: placementOf(row),
      injured: row.injury !== null,
      capHit: row.cap_hit,
      capCharge: capChargeOf(contracts[i] ?? capContractOf(row), season.minimumSalary),
      yearsLeft: row.contract_years,
      contractType: row.contract_type === 'entry-level' ? 'entry-level' : 'standard',
      expiresAfter: year + row.contract_years - 1,
      expiresAs: expiryStatus(row, settings, careers.get(row.id)),
      waiverExempt: waiverExemptNow(row, year, careers.get(row.id)),
      waiverId: openWaivers.get(row.id) ?? null,
      extension:
        row.extension_cap_hit === null
          ? null
          : { capHit: row.extension_cap_hit, years: row.extension_years ?? 1 },
    })),
    charges: charges.map((c) => ({
      playerId: c.player_id,
      name: c.first_name === null ? 'Former player' : `${c.first_name} ${c.last_name ?? ''}`.trim(),
      kind: c.kind,
      chargePerSeason: c.charge_per_season,
      fromYear: Math.max(year, c.first_year),
      toYear: c.first_year + c.seasons - 1,
    })),
  };
}
