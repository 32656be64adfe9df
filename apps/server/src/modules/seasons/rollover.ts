import {
  capSeasonFor,
  maxCapHitFor,
  salaryMarket,
  seasonName,
  type RolloverResponse,
  type SeasonPhase,
} from '@rinkside/domain';
import { createRng } from '@rinkside/sim';
import { refuseWhileAdvancing } from '../league-advances/service';
import type { AppContext } from '../../context';
import { openBatchMemo } from '../../db/batch-memo';
import { lockLeague, lockTeams } from '../../db/lock-order';
import { refreshGameStatistics } from '../../db/planner-statistics';
import { runTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import { getSeasonAwards } from '../awards/service';
import { contractSettingsOf } from '../contracts/settings';
import { aiTeamsKeepDressedQuality } from '../free-agency/camp-signings';
import { aiTeamsReachFloor } from '../free-agency/floor-signings';
import { openFreeAgency } from '../free-agency/opening';
import { newsOfAwards } from '../feed/season-news';
import { inductHallOfFameClass } from '../hall-of-fame/induction';
import { makeRostersLegal } from '../contracts/roster-trim';
import { countTeams, findActiveSeason } from '../leagues/api';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner } from '../leagues/service';
import { nextYearsDay, scheduleNextSeason } from './next-schedule';
import * as repo from './repo';
import { holdDraftBeforeSummer, prepareNextDraft } from './draft-summer';
import { settleDraftRights } from './drafted-rights';
import { addFreeAgentSupply } from './free-agent-supply';
import { playSummer } from './summer';

const PHASE_NAMES: Record<SeasonPhase, string> = {
  preseason: 'preseason',
  regular: 'regular season',
  playoffs: 'playoffs',
  offseason: 'offseason',
};

/**
 * Starts the next season (commissioner; docs/decisions/029). One transaction: the active season, in its
 * offseason, is closed by a conditional UPDATE (a concurrent rollover finds nothing to close and gets a
 * 409), the players' summer is played, and the new season opens in preseason with its schedule.
 */
export async function startNextSeason(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<RolloverResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  // The next season starts once the league stands still: never under a running advance's games.
  await refuseWhileAdvancing(ctx, leagueId);
  const { db } = ctx.database;
  const season = await findActiveSeason(db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  if (season.phase !== 'offseason')
    throw conflict(
      `The ${season.name} season is in its ${PHASE_NAMES[season.phase]}. The next season can start only in the offseason, once the final is decided.`,
    );
  // Read before the transaction (they read through the app's pool); told once, as the season closes. The
  // season's rows may be minutes old: PostgreSQL's planner learns of them first.
  await refreshGameStatistics(ctx.database);
  const awards = await getSeasonAwards(ctx, leagueId, season.id);
  const result = await runTransaction(db, async (trx) => {
    // The league, then every one of its teams, ids ascending, before the season closes (docs/decisions/062):
    // a trade or a signing over its teams waits for the new season, or the rollover waits for it.
    await lockLeague(trx, ctx.database.kind, leagueId);
    await lockTeams(trx, ctx.database.kind, { leagueId });
    // Nothing in the rollover plays a game or moves the league's clock: the facts each of its hundreds of
    // league events is stamped from, and the league's teams, are read once (docs/decisions/065).
    openBatchMemo(trx, { clockStill: true });
    if (!(await repo.closeSeason(trx, season.id)))
      throw conflict(
        `The ${season.name} season has already been rolled over (by another request just now). Reload to see the new season.`,
      );
    const startYear = season.start_year + 1;
    const createdAt = ctx.now().toISOString();
    // The season's draft is held before the summer (docs/decisions/049), and the rights it gave settled.
    await holdDraftBeforeSummer(trx, { league, season, at: createdAt });
    await settleDraftRights(trx, { kind: ctx.database.kind, league, season, at: createdAt });
    // Contracts end with free agency (docs/decisions/045): opened here if its day has not yet come.
    const settings = contractSettingsOf(league.contract_settings);
    await openFreeAgency(trx, { league, season, settings, at: createdAt });
    await newsOfAwards(trx, awards, { leagueId, at: createdAt });
    const seasonId = await repo.insertSeason(trx, {
      league_id: leagueId,
      name: seasonName(startYear),
      start_year: startYear,
      active: 1,
      phase: 'preseason',
      start_date: season.start_date === null ? null : nextYearsDay(season.start_date),
      end_date: season.end_date === null ? null : nextYearsDay(season.end_date),
      created_at: createdAt,
    });
    const rng = createRng(`summer:${leagueId}:${season.id}`);
    const counts = await playSummer(trx, {
      league,
      previousSeasonId: season.id,
      seasonId,
      seasonYear: startYear,
      rng,
      at: createdAt,
    });
    // Retired players whose wait is over and whose careers clear the bar enter the hall of fame
    // (docs/decisions/089); those retiring this summer wait a season.
    await inductHallOfFameClass(trx, { leagueId, season, at: createdAt });
    // Players new to the league join its free agents before the market is set (docs/decisions/077).
    const supply = await addFreeAgentSupply(trx, {
      league,
      previousSeasonId: season.id,
      seasonYear: startYear,
      at: createdAt,
    });
    // The new season's salary market, from the players the summer left (docs/decisions/075).
    const market = salaryMarket({
      players: await repo.marketPlayers(trx, leagueId),
      teams: await countTeams(trx, leagueId),
      season: capSeasonFor(settings, startYear),
      maxCapHit: maxCapHitFor(settings, startYear),
    });
    await repo.setSalaryMarket(trx, seasonId, market);
    // AI teams fill their 23 places with the free agents left who beat their weakest (docs/decisions/077);
    // the preseason then sends the weakest down.
    await aiTeamsKeepDressedQuality(trx, {
      league,
      seasonYear: startYear,
      settings,
      market,
      newcomers: new Set(supply.joined),
      at: createdAt,
    });
    const camp = await makeRostersLegal(trx, {
      league,
      seasonYear: startYear,
      settings,
      rng,
      at: createdAt,
    });
    await aiTeamsReachFloor(trx, { league, seasonYear: startYear, settings, market, at: createdAt });
    await prepareNextDraft(trx, { league, season: { id: seasonId, start_year: startYear }, at: createdAt });
    const games = await scheduleNextSeason(trx, {
      league,
      previousSeasonId: season.id,
      seasonId,
      now: ctx.now(),
    });
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'season_started',
      details: { seasonName: seasonName(startYear) },
    });
    return {
      previousSeasonId: season.id,
      season: {
        id: seasonId,
        name: seasonName(startYear),
        startYear,
        phase: 'preseason' as const,
        active: true,
        championTeamId: null,
      },
      ...counts,
      generated: counts.generated + camp.generated,
      generatedAtCamp: camp.generated,
      newFreeAgents: supply.joined.length,
      games,
    };
  });
  // Standings and stats cached for the old season are asked again.
  ctx.memory.resultsGeneration.markStored([leagueId]);
  return result;
}
