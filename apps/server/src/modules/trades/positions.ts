import {
  capOverageMessage,
  formatCapHit,
  payrollBreakdown,
  RETENTION_RULES,
  teamCapFigures,
  type ContractSettings,
  type TradeTeamPosition,
} from '@rinkside/domain';
import { capContractOf, deadChargeOf } from '../contracts/contract-facts';
import { listCapCharges, type ContractPlayerRow } from '../contracts/api';
import { teamCapState } from '../contracts/team-room';
import type { Db, TeamRow } from '../leagues/api';
import { retainedAmount, type PlannedAsset } from './plan';
import * as repo from './repo';

type CapState = Awaited<ReturnType<typeof teamCapState>>;

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * Each team's cap and roster before and after the trade, as the contracts module counts them
 * (docs/decisions/043): players move with their contracts and places (active, minors, injured reserve),
 * a retained share stays on the giver's cap as a charge. A team may end over a limit only if the trade
 * does not take it further over (the NHL's rule for the cap).
 */
export async function teamPositions(
  db: Db,
  input: {
    teams: readonly TeamRow[];
    assets: readonly PlannedAsset[];
    year: number;
    settings: ContractSettings;
  },
): Promise<TradeTeamPosition[]> {
  const { teams, assets, year, settings } = input;
  const states = new Map<number, CapState>();
  for (const team of teams) states.set(team.id, await teamCapState(db, team.id, year, settings));
  const contractOf = new Map<number, ContractPlayerRow>();
  for (const state of states.values()) for (const p of state.players) contractOf.set(p.id, p);

  const positions: TradeTeamPosition[] = [];
  for (const team of teams) {
    const state = states.get(team.id);
    if (!state) continue;
    const out = new Set(assets.filter((a) => a.fromTeamId === team.id).flatMap((a) => a.playerId ?? []));
    const incoming = assets.filter((a) => a.toTeamId === team.id && a.playerId !== null);
    const kept = state.players.filter((p) => !out.has(p.id)).map(capContractOf);
    const joined = incoming.flatMap((a) => {
      const row = a.playerId === null ? undefined : contractOf.get(a.playerId);
      if (!row) return [];
      const contract = capContractOf(row);
      return [{ ...contract, capHit: contract.capHit - retainedAmount(row.cap_hit, a.retainedPercent) }];
    });
    const charges = (await listCapCharges(db, team.id, year)).map((c) => deadChargeOf(c, year));
    const retained = assets.flatMap((a) => {
      const row = a.fromTeamId === team.id && a.playerId !== null ? contractOf.get(a.playerId) : undefined;
      return row && a.retainedPercent > 0
        ? [
            {
              kind: 'retained' as const,
              capChargePerSeason: retainedAmount(row.cap_hit, a.retainedPercent),
              seasonsLeft: row.contract_years,
            },
          ]
        : [];
    });
    const before = state.figures;
    const contractsAfter = [...kept, ...joined];
    const chargesAfter = [...charges, ...retained];
    const after = teamCapFigures(contractsAfter, chargesAfter, state.season);
    const problems: string[] = [];
    const limit = state.season.upperLimit;
    if (after.payroll > limit && after.payroll > before.payroll)
      problems.push(`${team.name} would be ${capOverageMessage(after.payroll - limit, limit)}.`);
    if (after.activeRoster > settings.activeRosterMax && after.activeRoster > before.activeRoster)
      problems.push(
        `${team.name} would have ${after.activeRoster} players on its active roster, more than the ${settings.activeRosterMax} allowed.`,
      );
    if (after.contracts > settings.maxContracts && after.contracts > before.contracts)
      problems.push(
        `${team.name} would hold ${after.contracts} contracts, more than the ${settings.maxContracts} allowed.`,
      );
    problems.push(...(await retentionProblems(db, { team, assets, contractOf, year, limit })));
    positions.push({
      team: { id: team.id, name: team.name, abbrev: team.abbreviation },
      payrollBefore: before.payroll,
      payrollAfter: after.payroll,
      capLimit: limit,
      activeBefore: before.activeRoster,
      activeAfter: after.activeRoster,
      contractsAfter: after.contracts,
      breakdownAfter: payrollBreakdown(contractsAfter, chargesAfter, state.season.minimumSalary),
      problems,
    });
  }
  return positions;
}

/**
 * The NHL's rules on retained salary (RETENTION_RULES) for what `team` keeps in this trade: a contract
 * at all, at most three retained contracts, at most 15% of the cap retained, a contract retained twice.
 */
async function retentionProblems(
  db: Db,
  input: {
    team: TeamRow;
    assets: readonly PlannedAsset[];
    contractOf: ReadonlyMap<number, ContractPlayerRow>;
    year: number;
    limit: number;
  },
): Promise<string[]> {
  const { team, assets, contractOf, year, limit } = input;
  const retaining = assets.filter((a) => a.fromTeamId === team.id && a.retainedPercent > 0);
  if (retaining.length === 0) return [];
  const problems: string[] = [];
  const running = await repo.runningRetained(db, year, { teamId: team.id });
  if (running.length + retaining.length > RETENTION_RULES.maxContractsPerTeam)
    problems.push(
      `${team.name} would retain salary on ${running.length + retaining.length} contracts; a team may retain on at most ${RETENTION_RULES.maxContractsPerTeam}.`,
    );
  let total = running.reduce((sum, c) => sum + c.charge_per_season, 0);
  for (const asset of retaining) {
    const row = asset.playerId === null ? undefined : contractOf.get(asset.playerId);
    if (!row) {
      problems.push(`${team.name} can only retain salary of a player under contract that it gives.`);
      continue;
    }
    total += retainedAmount(row.cap_hit, asset.retainedPercent);
    const times = (await repo.runningRetained(db, year, { playerId: row.id })).length;
    if (times >= RETENTION_RULES.maxTimesPerContract)
      problems.push(
        `${nameOf(row)}'s contract has already been retained ${times} times; a contract may be retained at most ${RETENTION_RULES.maxTimesPerContract} times.`,
      );
  }
  const most = Math.floor((limit * RETENTION_RULES.maxCapSharePercent) / 100);
  if (total > most)
    problems.push(
      `${team.name} would retain ${formatCapHit(total)} in all, more than ${RETENTION_RULES.maxCapSharePercent}% of the cap (${formatCapHit(most)}).`,
    );
  return problems;
}
