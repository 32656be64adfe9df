import {
  type Position,
  contractAsk,
  capPositionFor,
  expiryFactsOf,
  freeAgencyCalendar,
  statusAtExpiry,
  type ContractSettings,
  type FreeAgencyCalendar,
  type FreeAgentStatus,
} from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { SeasonsTable } from '../../db/schema';
import { capContractOf, careerFactsOf, storedChargeOf } from '../contracts/contract-facts';
import * as contracts from '../contracts/api';
import type { LeagueCareer } from '../contracts/api';
import type { Db, LeagueRow } from '../leagues/api';
import { finalDay } from './repo';

export type SeasonRow = Selectable<SeasonsTable>;

/**
 * The season a contract signed now starts in: the next one while the active season is in its offseason,
 * else the active one. A contract signed in the offseason is stored with one season more, as
 * `contract_years` there still counts the finished season and the summer counts every contract down.
 */
export function contractStart(season: Pick<SeasonRow, 'phase' | 'start_year'>) {
  const offseason = season.phase === 'offseason';
  return { startYear: season.start_year + (offseason ? 1 : 0), storedExtra: offseason ? 1 : 0 };
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

/** What he asks for a contract starting in `startYear`, in the season's salary market (docs/decisions/075). */
export function askOf(row: AskingRow, startYear: number, settings: ContractSettings, market: number) {
  const facts = { overall: row.overall, potential: row.potential ?? row.overall, age: row.age };
  return contractAsk(facts, settings, startYear, { reSigning: false, market });
}

/** What a free agent is now: unrestricted by age or accrued seasons, else restricted. */
export function freeAgentStatus(
  row: { age: number; position: Position; prior_accrued_seasons: number },
  career: LeagueCareer | undefined,
  settings: ContractSettings,
): FreeAgentStatus {
  return statusAtExpiry(settings, expiryFactsOf(careerFactsOf(row, career), null));
}

/**
 * A team's payroll and contracts in the season starting in `startYear` (the active one or the next), as
 * the domain's `capPositionFor` counts them from its contracts and its cap charges (dead money included).
 */
export async function teamCapIn(
  db: Db,
  teamId: number,
  seasonYear: number,
  startYear: number,
  settings: ContractSettings,
) {
  const [players, charges] = await Promise.all([
    contracts.listContractPlayers(db, teamId),
    contracts.listCapCharges(db, teamId, seasonYear),
  ]);
  const position = capPositionFor({
    contracts: players.map(capContractOf),
    charges: charges.map(storedChargeOf),
    seasonYear,
    startYear,
    settings,
  });
  return { players, ...position };
}
