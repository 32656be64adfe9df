import {
  askingCapHit,
  askingYears,
  capSeasonFor,
  commitmentsBySeason,
  freeAgencyCalendar,
  maxCapHitFor,
  maxContractYears,
  statusAtExpiry,
  teamCapFigures,
  type ContractSettings,
  type FreeAgencyCalendar,
  type FreeAgentStatus,
} from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { SeasonsTable } from '../../db/schema';
import { capContractOf, deadChargeOf } from '../contracts/contract-facts';
import * as contractsRepo from '../contracts/repo';
import type { Db, LeagueRow } from '../leagues/repo';

export type SeasonRow = Selectable<SeasonsTable>;

/** Regulars a team carries at each position: a free agent's role is where he would rank among them. */
export const POSITION_SLOTS: Record<string, number> = { C: 4, LW: 4, RW: 4, D: 6, G: 2 };

/**
 * The season a contract signed now starts in: the next one while the active season is in its offseason,
 * else the active one. A contract signed in the offseason is stored with one season more, as
 * `contract_years` there still counts the finished season and the summer counts every contract down.
 */
export function contractStart(season: Pick<SeasonRow, 'phase' | 'start_year'>) {
  const offseason = season.phase === 'offseason';
  return { startYear: season.start_year + (offseason ? 1 : 0), storedExtra: offseason ? 1 : 0 };
}

/** The league day of the season's last final game (the final, in a season with playoffs). */
export async function finalDay(db: Db, seasonId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('game_date').as('day'))
    .where('season_id', '=', seasonId)
    .where('status', '=', 'final')
    .executeTakeFirst();
  return row?.day ?? null;
}

/** The offseason's calendar, or null while the season is on (or it played no game). */
export async function calendarOf(
  db: Db,
  league: Pick<LeagueRow, 'time_zone'>,
  season: Pick<SeasonRow, 'id' | 'phase'>,
  settings: ContractSettings,
): Promise<FreeAgencyCalendar | null> {
  if (season.phase !== 'offseason') return null;
  const day = await finalDay(db, season.id);
  return day === null ? null : freeAgencyCalendar(day, league.time_zone, settings);
}

interface AskingRow {
  overall: number;
  potential: number | null;
  age: number;
}

/** What he asks for a contract starting in `startYear`; his last team may offer the longer re-signing term. */
export function askOf(row: AskingRow, startYear: number, settings: ContractSettings) {
  const facts = { overall: row.overall, potential: row.potential ?? row.overall, age: row.age };
  return {
    capHit: askingCapHit(facts, capSeasonFor(settings, startYear), maxCapHitFor(settings, startYear)),
    years: askingYears(facts, maxContractYears(settings, false)),
  };
}

/** What a free agent is: unrestricted by age or accrued seasons, else restricted. */
export function freeAgentStatus(
  row: { age: number; prior_accrued_seasons: number },
  leagueGames: number,
  settings: ContractSettings,
): FreeAgentStatus {
  return statusAtExpiry(settings, {
    age: row.age,
    accruedSeasons: row.prior_accrued_seasons + Math.floor(leagueGames / 60),
  });
}

/**
 * A team's payroll and contracts in the season starting in `startYear` (the active one or the next):
 * the active season's as the cap sheet counts it; the next one's as the contracts running into it commit.
 */
export async function teamCapIn(
  db: Db,
  teamId: number,
  seasonYear: number,
  startYear: number,
  settings: ContractSettings,
) {
  const [players, charges] = await Promise.all([
    contractsRepo.listContractPlayers(db, teamId),
    contractsRepo.listCapCharges(db, teamId, seasonYear),
  ]);
  const contracts = players.map(capContractOf);
  const dead = charges.map((c) => deadChargeOf(c, seasonYear));
  const ahead = startYear - seasonYear;
  if (ahead <= 0) {
    const figures = teamCapFigures(contracts, dead, capSeasonFor(settings, seasonYear));
    return {
      players,
      payroll: figures.payroll,
      contracts: figures.contracts,
      activeRoster: figures.activeRoster,
    };
  }
  const payroll = commitmentsBySeason(contracts, dead, ahead + 1)[ahead] ?? 0;
  // Under contract then: his contract runs that far, or a re-signing signed for after it does.
  const running = players.filter(
    (p) => p.contract_years > ahead || p.contract_years + (p.extension_years ?? 0) > ahead,
  );
  return {
    players,
    payroll,
    contracts: running.length,
    activeRoster: running.filter((p) => p.status !== 'minors').length,
  };
}

/** Points percentage of each team in a season (0.5 for a team without a game). */
export async function pointsPercentages(db: Db, seasonId: number, teamIds: number[]) {
  const rows =
    teamIds.length === 0
      ? []
      : await db
          .selectFrom('team_game_stats')
          .select((eb) => [
            'team_id',
            eb.fn.countAll<number>().as('games'),
            eb.fn
              .sum<number>(
                eb.case().when('result', '=', 'W').then(2).when('result', '=', 'OTL').then(1).else(0).end(),
              )
              .as('points'),
          ])
          .where('season_id', '=', seasonId)
          .where('team_id', 'in', teamIds)
          .groupBy('team_id')
          .execute();
  const pct = new Map(teamIds.map((id) => [id, 0.5]));
  for (const row of rows)
    if (Number(row.games) > 0) pct.set(row.team_id, Number(row.points) / (2 * Number(row.games)));
  return pct;
}
