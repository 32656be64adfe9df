import type { ActiveSeason, LeagueDetail, LeagueSummary } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { mayUseCommissionerPowers } from '../commissioners/powers';
import { presentTeam } from './present';
import * as repo from './repo';

const LEAGUE_MODE = { nhl: 'NHL', custom: 'Custom' } as const;

export async function requireLeague(ctx: AppContext, leagueId: number): Promise<repo.LeagueRow> {
  const league = await repo.findLeague(ctx.database.db, leagueId);
  if (!league) throw notFound('League not found.');
  return league;
}

/**
 * The league, for a commissioner-only action: 404 if missing, 403 unless the user runs it, as its owner
 * or a co-commissioner (docs/decisions/060).
 */
export async function requireCommissioner(ctx: AppContext, leagueId: number, userId: number) {
  const league = await requireLeague(ctx, leagueId);
  if (!(await mayUseCommissionerPowers(ctx.database.db, league, userId)))
    throw forbidden('Only the league commissioner can do that.');
  return league;
}

export async function getLeagueDetail(
  ctx: AppContext,
  leagueId: number,
  viewerId: number,
): Promise<LeagueDetail> {
  const { db } = ctx.database;
  const league = await requireLeague(ctx, leagueId);
  const [teams, season, playerCount] = await Promise.all([
    repo.listTeamsWithGm(db, leagueId),
    repo.findActiveSeason(db, leagueId),
    repo.countPlayers(db, leagueId),
  ]);
  return {
    id: league.id,
    name: league.name,
    commissionerId: league.commissioner_id,
    mode: LEAGUE_MODE[league.mode],
    leagueType: league.league_type as LeagueDetail['leagueType'],
    startYear: league.start_year,
    playerSetup: league.player_setup as LeagueDetail['playerSetup'],
    seasonName: season?.name ?? '',
    teams: teams.map((t) => presentTeam(t, viewerId)),
    myTeamId: teams.find((t) => t.gm_user_id === viewerId)?.id ?? null,
    isCommissioner: await mayUseCommissionerPowers(db, league, viewerId),
    logoBaseUrl: ctx.config.LOGO_BASE_URL ?? null,
    playerCount,
    closed: league.closed_at !== null,
    visibility: league.visibility,
  };
}

export async function listUserLeagues(ctx: AppContext, userId: number): Promise<LeagueSummary[]> {
  // Independent reads side by side: each is a trip to a reading thread (docs/decisions/095).
  const [rows, cups, tradeRequests] = await Promise.all([
    repo.listLeaguesOfUser(ctx.database.db, userId),
    repo.cupsByLeague(ctx.database.db, userId),
    repo.tradeRequestsByLeague(ctx.database.db, userId),
  ]);
  const mine = rows.filter((r) => r.my_team_id !== null && r.season_id !== null);
  const records = mine.length
    ? await repo.teamRecords(
        ctx.database.db,
        mine.map((r) => r.season_id ?? 0),
        mine.map((r) => r.my_team_id ?? 0),
      )
    : [];
  const commissioned = new Set<number>();
  for (const row of rows)
    if (await mayUseCommissionerPowers(ctx.database.db, row, userId)) commissioned.add(row.id);
  const recordOf = (teamId: number | null, seasonId: number | null) => {
    if (teamId === null) return null;
    const r = records.find((x) => x.team_id === teamId && x.season_id === seasonId);
    return {
      gamesPlayed: Number(r?.games_played ?? 0),
      wins: Number(r?.wins ?? 0),
      losses: Number(r?.losses ?? 0),
      otLosses: Number(r?.ot_losses ?? 0),
    };
  };
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    commissionerId: row.commissioner_id,
    teamCount: Number(row.team_count ?? 0),
    seasonName: row.season_name ?? '',
    active: row.season_name !== null,
    isCommissioner: commissioned.has(row.id),
    myTeam:
      row.my_team_id === null || row.my_team_name === null
        ? null
        : { id: row.my_team_id, name: row.my_team_name },
    myRecord: recordOf(row.my_team_id, row.season_id),
    cups: cups.get(row.id) ?? 0,
    tradeRequests: tradeRequests.get(row.id) ?? 0,
  }));
}

export async function getActiveSeason(ctx: AppContext, leagueId: number): Promise<ActiveSeason> {
  const { db } = ctx.database;
  await requireLeague(ctx, leagueId);
  const season = await repo.findActiveSeason(db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  const teams = await repo.listTeamsWithGm(db, leagueId);
  return {
    id: season.id,
    name: season.name,
    teams: teams.map((t) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation })),
  };
}
