import { pickWords, tradeSettingsOf, type TradePreview } from '@rinkside/domain';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, type Db, type LeagueRow } from '../leagues/repo';
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
  const closed =
    input.checkWindow === false ? null : await tradingClosedReason(db, league, season, settings, now);
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

/** Each player is the giver's, plays on (not retired) and is not on waivers; each pick is the giver's. */
async function assetProblems(db: Db, leagueId: number, plan: TradePlan): Promise<string[]> {
  const teamName = new Map(plan.teams.map((t) => [t.id, t.name]));
  const playerIds = playerIdsOf(plan.assets);
  const pickIds = pickIdsOf(plan.assets);
  const [players, picks, waivers] = await Promise.all([
    playerIds.length === 0
      ? []
      : db
          .selectFrom('players')
          .select(['id', 'first_name', 'last_name', 'team_id', 'retired_after_season_id'])
          .where('league_id', '=', leagueId)
          .where('id', 'in', playerIds)
          .execute(),
    pickIds.length === 0
      ? []
      : db
          .selectFrom('draft_picks as p')
          .innerJoin('teams as t', 't.id', 'p.original_team_id')
          .select(['p.id', 'p.owner_team_id', 'p.player_id', 'p.year', 'p.round', 't.name as original_name'])
          .where('p.league_id', '=', leagueId)
          .where('p.id', 'in', pickIds)
          .execute(),
    playerIds.length === 0
      ? []
      : db
          .selectFrom('waivers')
          .select('player_id')
          .where('state', '=', 'open')
          .where('player_id', 'in', playerIds)
          .execute(),
  ]);
  const playerOf = new Map(players.map((p) => [p.id, p]));
  const pickOf = new Map(picks.map((p) => [p.id, p]));
  const onWaivers = new Set(waivers.map((w) => w.player_id));
  const problems: string[] = [];
  for (const asset of plan.assets) {
    const giver = teamName.get(asset.fromTeamId) ?? 'the other team';
    if (asset.playerId !== null) {
      const player = playerOf.get(asset.playerId);
      if (!player) problems.push(`There is no player ${asset.playerId} in this league.`);
      else if (player.retired_after_season_id !== null) problems.push(`${nameOf(player)} has retired.`);
      else if (player.team_id !== asset.fromTeamId)
        problems.push(`${nameOf(player)} does not play for ${giver}.`);
      else if (onWaivers.has(player.id))
        problems.push(`${nameOf(player)} is on waivers: he cannot be traded until they end.`);
    }
    if (asset.pickId !== null) {
      const pick = pickOf.get(asset.pickId);
      if (!pick) problems.push(`There is no draft pick ${asset.pickId} in this league.`);
      else if (pick.owner_team_id !== asset.fromTeamId)
        problems.push(`${pickName(pick)} does not belong to ${giver}.`);
      else if (pick.player_id !== null)
        problems.push(
          `${pickName(pick)} has been used: a made pick cannot be traded (trade the player instead).`,
        );
    }
  }
  return problems;
}

/** "Boston's 2027 2nd-round pick". */
export const pickName = (pick: { original_name: string; year: number; round: number }) =>
  pickWords({ year: pick.year, round: pick.round, originalTeamName: pick.original_name });
