import { describeLineupChange, type DeskResponse, type FixLineupResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { findActiveSeason, findTeamOfGm, type Db, type TeamRow } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { mendLineup } from './mend-lineup';
import {
  countPendingApplications,
  countUnreadMessages,
  namedPlayers,
  nextGames,
  saveLineupJson,
} from './repo';
import { lastFive, teamLeaders, teamRank } from './season-panels';
import { presentNextGame, teamReadiness } from './team-readiness';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** The signed-in user's team in the league, or null for its commissioner without one; 403 for anyone else. */
async function deskOwner(ctx: AppContext, leagueId: number, userId: number) {
  const league = await requireLeague(ctx, leagueId);
  const team = await findTeamOfGm(ctx.database.db, leagueId, userId);
  const isCommissioner = await mayUseCommissionerPowers(ctx.database.db, league, userId);
  if (!team && !isCommissioner)
    throw forbidden('The desk is for the GMs and the commissioner of this league: you run no team here.');
  return { team: team ?? null, isCommissioner };
}

async function buildDesk(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  { team, isCommissioner }: { team: TeamRow | null; isCommissioner: boolean },
): Promise<DeskResponse> {
  const { db } = ctx.database;
  const [pendingApplications, unreadMessages] = await Promise.all([
    isCommissioner ? countPendingApplications(db, leagueId) : Promise.resolve(null),
    countUnreadMessages(db, userId),
  ]);
  const desk: DeskResponse = {
    leagueId,
    team: null,
    nextGame: null,
    readiness: null,
    attention: { pendingApplications, unreadMessages },
    lastFive: [],
    leaders: { points: null, goals: null, savePercentage: null },
    rank: null,
  };
  if (!team) return desk;
  desk.team = { teamId: team.id, name: team.name, abbreviation: team.abbreviation };
  const next = (await nextGames(db, [team.id])).get(team.id);
  if (next) {
    desk.nextGame = presentNextGame(next, team.id);
    desk.readiness = (await teamReadiness(db, team, next.game_date)).readiness;
  }
  const season = await findActiveSeason(db, leagueId);
  if (season) {
    const part = { seasonId: season.id, seasonType: 'regular' as const };
    [desk.lastFive, desk.leaders, desk.rank] = await Promise.all([
      lastFive(ctx, team.id, season.id),
      teamLeaders(ctx, team.id, part),
      teamRank(ctx, team.id, leagueId, part),
    ]);
  }
  return desk;
}

export async function getDesk(ctx: AppContext, leagueId: number, userId: number): Promise<DeskResponse> {
  return buildDesk(ctx, leagueId, userId, await deskOwner(ctx, leagueId, userId));
}

/**
 * The desk's 'Fix lineup': the GM's lineup for his next game with only its mechanically broken slots
 * replaced (docs/decisions/037). Nothing to fix, or no game to fix it for, is a 400 that says so.
 */
export async function fixLineup(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<FixLineupResponse> {
  const owner = await deskOwner(ctx, leagueId, userId);
  const { team } = owner;
  if (!team) throw forbidden('Only a GM can fix his lineup from the desk: you run no team in this league.');
  const { db } = ctx.database;
  const next = (await nextGames(db, [team.id])).get(team.id);
  if (!next) throw badRequest('Your team has no game scheduled: there is no lineup to fix yet.');
  const { lineup, players, readiness } = await teamReadiness(db, team, next.game_date);
  const mended = mendLineup(lineup, players, readiness, next.game_date);
  if (mended.replaced.length === 0)
    throw badRequest(
      readiness.ready
        ? 'Your lineup is ready: there is nothing to fix.'
        : 'Nothing here can be fixed automatically: change the lines yourself on the Lines page.',
    );
  await saveLineupJson(db, team.id, JSON.stringify(mended.lineup), ctx.now().toISOString());
  return { replaced: mended.replaced, desk: await buildDesk(ctx, leagueId, userId, owner) };
}

/**
 * After a roster move takes a player out of the lineup (sent down, on injured reserve, gone): the team's
 * saved lineup for its next game (or, with none scheduled, as of `at`) mended as 'Fix lineup' mends it,
 * in the move's transaction. Returns what changed, in words ("Adam Wood (D) replaced by Devin Baird (LW)
 * at Line 1 LW"); empty when nothing did.
 */
export async function mendLineupAfterRosterMove(
  db: Db,
  team: Pick<TeamRow, 'id' | 'goalie_plan'>,
  at: string,
): Promise<string[]> {
  const gameDay = (await nextGames(db, [team.id])).get(team.id)?.game_date ?? at.slice(0, 10);
  const { lineup, players, readiness } = await teamReadiness(db, team, gameDay);
  const mended = mendLineup(lineup, players, readiness, gameDay);
  if (mended.replaced.length === 0) return [];
  await saveLineupJson(db, team.id, JSON.stringify(mended.lineup), at);
  const ids = mended.replaced.flatMap((r) => (r.out === null ? [r.in] : [r.in, r.out]));
  const named = await namedPlayers(db, ids);
  return mended.replaced.map((change) => describeLineupChange(change, named));
}
