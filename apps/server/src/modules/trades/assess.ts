import { pickWords, tradeAssetProblems, tradeSettingsOf, type TradePreview } from '@rinkside/domain';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, type Db, type LeagueRow } from '../leagues/api';
import * as assetsRepo from './assets-repo';
import { pickIdsOf, playerIdsOf, type TradePlan } from './plan';
import { teamPositions } from './positions';
import * as repo from './repo';
import { tradingClosedReason } from './trading-window';

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * Every reason the trade cannot happen now, in words: first those of the proposal itself (the window,
 * the limit between the two teams, an asset not the giver's), then each team's cap and roster after it.
 * Read in the executing transaction, under both teams' locks, it is the check that decides.
 */
export async function assessTrade(
  db: Db,
  input: {
    league: LeagueRow;
    plan: TradePlan;
    now: Date;
    /** Whether the trade window applies (not to a trade accepted in it that waited for review). */
    checkWindow?: boolean;
    /** The trade being executed, which the limit between two teams does not count. */
    excludeTradeId?: number;
  },
): Promise<TradePreview & { seasonId: number | null }> {
  const { league, plan, now } = input;
  const settings = tradeSettingsOf(league.trade_settings);
  const season = await findActiveSeason(db, league.id);
  const problems: string[] = [];
  const closed = input.checkWindow === false ? null : await tradingClosedReason(db, league, season, now);
  if (closed) problems.push(closed);
  const [first, second] = plan.teams;
  if (season && settings.maxTradesBetweenTeams !== null) {
    const done = await repo.countCompletedBetween(db, season.id, [first.id, second.id], input.excludeTradeId);
    if (done >= settings.maxTradesBetweenTeams)
      problems.push(
        `${first.name} and ${second.name} have made ${done} ${done === 1 ? 'trade' : 'trades'} with each other this season, the most the league allows.`,
      );
  }
  if (plan.assets.length === 0) problems.push('A trade needs at least one player or pick.');
  problems.push(...(await assetProblems(db, league.id, plan)));
  const positions = await teamPositions(db, {
    teams: plan.teams,
    assets: plan.assets,
    year: season?.start_year ?? league.start_year,
    settings: contractSettingsOf(league.contract_settings),
  });
  return {
    teams: positions,
    problems: [...problems, ...positions.flatMap((p) => p.problems)],
    seasonId: season?.id ?? null,
  };
}

/** The facts of the trade's players and picks as they stand, judged by the domain's `tradeAssetProblems`. */
async function assetProblems(db: Db, leagueId: number, plan: TradePlan): Promise<string[]> {
  const playerIds = playerIdsOf(plan.assets);
  const pickIds = pickIdsOf(plan.assets);
  const [players, picks, waivers] = await Promise.all([
    playerIds.length === 0 ? [] : assetsRepo.assetPlayers(db, leagueId, playerIds),
    pickIds.length === 0 ? [] : assetsRepo.assetPicks(db, leagueId, pickIds),
    playerIds.length === 0 ? [] : assetsRepo.playersOnOpenWaivers(db, playerIds),
  ]);
  const onWaivers = new Set(waivers.map((w) => w.player_id));
  return tradeAssetProblems(plan.assets, {
    teamNames: new Map(plan.teams.map((t) => [t.id, t.name])),
    players: new Map(
      players.map((p) => [
        p.id,
        {
          name: nameOf(p),
          teamId: p.team_id,
          retired: p.retired_after_season_id !== null,
          onWaivers: onWaivers.has(p.id),
          unsignedRights: p.status === 'prospect',
        },
      ]),
    ),
    picks: new Map(
      picks.map((p) => [
        p.id,
        { name: pickName(p), ownerTeamId: p.owner_team_id, used: p.player_id !== null },
      ]),
    ),
  });
}

/** "Boston's 2027 2nd-round pick". */
export const pickName = (pick: { original_name: string; year: number; round: number }) =>
  pickWords({ year: pick.year, round: pick.round, originalTeamName: pick.original_name });
