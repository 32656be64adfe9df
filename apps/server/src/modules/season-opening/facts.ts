import {
  capSeasonFor,
  openingHold,
  type OpeningHold,
  type OpeningTeam,
  type SeasonOpening,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { contractSettingsOf, leagueCapFigures } from '../contracts/api';
import { listTeamsWithGm, type Db, type LeagueRow } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { regularSeasonSpan } from '../season-phase/api';
import * as repo from './repo';

/** The facts of a season's opening and the rule's decision on them (docs/decisions/076). */
export interface Opening {
  league: LeagueRow;
  season: repo.OpeningSeasonRow;
  floor: number;
  firstDay: string | null;
  begun: boolean;
  hold: OpeningHold;
  /** Each team's GM, to tell. */
  gmOf: ReadonlyMap<number, number | null>;
}

/** Every team with its payroll this season, counted as its cap sheet counts it (the desk's cap standing). */
async function teamsAtOpening(db: Db, league: LeagueRow, year: number) {
  const settings = contractSettingsOf(league.contract_settings);
  const rows = await listTeamsWithGm(db, league.id);
  const ids = rows.map((row) => row.id);
  const figures = await leagueCapFigures(db, league.id, ids, year, settings);
  const teams: OpeningTeam[] = rows.map((row) => ({
    teamId: row.id,
    teamName: row.name,
    runByGm: row.gm_user_id !== null,
    payroll: figures.get(row.id)?.payroll ?? 0,
  }));
  return { teams, gmOf: new Map(rows.map((row) => [row.id, row.gm_user_id])) };
}

/**
 * The league's active season's opening: whether its regular season has begun, and if not, which teams run
 * by GMs are below the floor and whether they hold it. Payrolls are read only before the season begins.
 */
export async function readOpening(ctx: AppContext, leagueId: number): Promise<Opening> {
  const { db } = ctx.database;
  const league = await requireLeague(ctx, leagueId);
  const season = await repo.findOpeningSeason(db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  const floor = capSeasonFor(contractSettingsOf(league.contract_settings), season.start_year).floor;
  const span = await regularSeasonSpan(db, season.id);
  // Played games begin it even before the clock's phase change (a game the scheduler stored first).
  const begun = season.phase !== 'preseason' || span.scheduled < span.total;
  const { teams, gmOf } = begun
    ? { teams: [], gmOf: new Map<number, number | null>() }
    : await teamsAtOpening(db, league, season.start_year);
  const hold = openingHold(teams, { floor, begun }, season.floor_overridden_at !== null);
  return { league, season, floor, firstDay: span.firstDay, begun, hold, gmOf };
}

export function presentOpening(opening: Opening): SeasonOpening {
  const { season } = opening;
  return {
    seasonId: season.id,
    seasonName: season.name,
    phase: season.phase,
    firstDay: opening.firstDay,
    floor: opening.floor,
    begun: opening.begun,
    belowFloor: opening.hold.belowFloor,
    overriddenAt: season.floor_overridden_at,
    held: opening.hold.held,
  };
}
