import type { CommissionerView } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { mayUnseat } from '../commissioners/powers';
import { findTeam, renameLeague, type Db, type LeagueRow, type TeamRow } from '../leagues/api';
import { requireCommissioner } from '../leagues/service';
import { recordCommissionerAction } from '../commissioners/audit';
import { leaveTeamIn } from './departure';
import { newsOfGmJoined, newsOfGmLeft } from '../feed/seat-news';
import { noticeSeat } from '../notifications/seat-notices';
import { announce } from '../notifications/service';
import * as recruitments from '../recruitments/api';
import { shownUsername } from '../users/present';
import { findUserByLogin } from '../users/api';
import { settleGmSeat, takeGmSeat } from './gm-seat';
import * as repo from './repo';

export async function getCommissionerView(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<CommissionerView> {
  const { db } = ctx.database;
  const league = await requireCommissioner(ctx, leagueId, userId);
  const [teams, applications] = await Promise.all([
    repo.listTeamsForCommissioner(db, leagueId),
    repo.listApplicationsOfLeague(db, leagueId),
  ]);
  return {
    leagueId,
    name: league.name,
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      abbreviation: t.abbreviation,
      gm: t.gm_user_id === null ? null : { id: t.gm_user_id, username: t.gm_username ?? '' },
      recruitment:
        t.recruitment_id === null
          ? null
          : {
              id: t.recruitment_id,
              createdAt: t.recruitment_created_at ?? '',
              applications: applications
                .filter((a) => a.recruitment_id === t.recruitment_id)
                .map((a) => ({
                  id: a.id,
                  userId: a.user_id,
                  username: shownUsername(a.username, a.deleted_at),
                  gmName: a.gm_name,
                  status: a.status,
                  createdAt: a.created_at,
                })),
            },
    })),
  };
}

export async function rename(ctx: AppContext, leagueId: number, userId: number, name: string) {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await renameLeague(trx, leagueId, name);
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'league_renamed',
      details: { from: league.name, to: name },
    });
  });
}

async function requireTeamOf(db: Db, leagueId: number, teamId: number) {
  const team = await findTeam(db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  return team;
}

export async function assignGm(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  username: string,
) {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const team = await requireTeamOf(trx, leagueId, teamId);
    await requireMayUnseat(trx, league, userId, team);
    const user = await findUserByLogin(trx, username);
    if (!user || user.username_key !== username.toLowerCase())
      throw notFound(`No user is called '${username}'.`);
    const seat = { leagueId, team, userId: user.id, at: ctx.now().toISOString() };
    await takeGmSeat(trx, seat, { vacantOnly: false });
    const declined = await settleGmSeat(trx, seat);
    // The same GM assigned again is no event; a GM replaced is told.
    if (team.gm_user_id === user.id) return declined;
    const notice = { teamId, at: seat.at };
    const previous = team.gm_user_id === null ? [] : [team.gm_user_id];
    await newsOfGmJoined(trx, { ...seat, how: 'assigned', replacedUserId: team.gm_user_id });
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'gm_assigned',
      details: { teamId, teamName: team.name, userId: user.id, username: user.username, how: 'assigned' },
    });
    const left =
      team.gm_user_id === null
        ? []
        : await leaveTeamIn(trx, { leagueId, team, userId: team.gm_user_id, now: ctx.now() });
    return [
      ...declined,
      ...left,
      ...(await noticeSeat(trx, 'gm_removed', { ...notice, userIds: previous })),
      ...(await noticeSeat(trx, 'gm_assigned', { ...notice, userIds: [user.id] })),
    ];
  });
  await announce(ctx, told);
}

export async function removeGm(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const now = ctx.now();
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const team = await requireTeamOf(trx, leagueId, teamId);
    await requireMayUnseat(trx, league, userId, team);
    if (team.gm_user_id !== null) {
      await recordCommissionerAction(trx, {
        leagueId,
        actorId: userId,
        now,
        action: 'gm_removed',
        details: {
          teamId,
          teamName: team.name,
          userId: team.gm_user_id,
          username: await usernameOf(trx, team.gm_user_id),
        },
      });
    }
    return removeGmIn(trx, { leagueId, team, at: now.toISOString() });
  });
  await announce(ctx, told);
}

/**
 * Empties the team's seat in the caller's transaction: the league's news and the GM removed are told
 * (the commissioner's removal, and vacating an inactive GM's seat). Returns the users told.
 */
export async function removeGmIn(trx: Db, seat: { leagueId: number; team: TeamRow; at: string }) {
  const { leagueId, team, at } = seat;
  const left =
    team.gm_user_id === null
      ? []
      : await leaveTeamIn(trx, { leagueId, team, userId: team.gm_user_id, now: new Date(at) });
  await repo.setGm(trx, team.id, null);
  const previous = team.gm_user_id === null ? [] : [team.gm_user_id];
  if (team.gm_user_id !== null) await newsOfGmLeft(trx, { leagueId, team, userId: team.gm_user_id, at });
  return [...left, ...(await noticeSeat(trx, 'gm_removed', { teamId: team.id, userIds: previous, at }))];
}

/**
 * Vacates a GM's seat in the caller's transaction, as the commissioner's removal does, and reopens the
 * team's recruitment so the league can find a new GM: an inactive GM's seat, a deleted account's seats.
 * `reopen: false` for a league that is closing. Returns the users told.
 */
export async function vacateGmSeatIn(
  trx: Db,
  seat: { leagueId: number; team: TeamRow; at: string },
  { reopen }: { reopen: boolean },
) {
  const removed = await removeGmIn(trx, seat);
  if (reopen && !(await recruitments.findOpenRecruitmentOfTeam(trx, seat.team.id)))
    await repo.insertRecruitment(trx, seat.leagueId, seat.team.id, seat.at);
  return removed;
}

export async function openRecruitment(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  await requireCommissioner(ctx, leagueId, userId);
  const { db } = ctx.database;
  const team = await requireTeamOf(db, leagueId, teamId);
  if (team.gm_user_id !== null) throw conflict(`${team.name} already has a GM. Remove the GM first.`);
  if (await recruitments.findOpenRecruitmentOfTeam(db, teamId)) {
    throw conflict(`${team.name} already has an open recruitment.`);
  }
  await db.transaction().execute(async (trx) => {
    await repo.insertRecruitment(trx, leagueId, teamId, ctx.now().toISOString());
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'recruitment_opened',
      details: { teamId, teamName: team.name },
    });
  });
}

export async function decide(
  ctx: AppContext,
  leagueId: number,
  applicationId: number,
  userId: number,
  decision: 'accept' | 'decline',
) {
  await requireCommissioner(ctx, leagueId, userId);
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const application = await repo.findApplicationInLeague(trx, leagueId, applicationId);
    if (!application) throw notFound('That application does not exist.');
    if (application.status !== 'pending' || application.recruitment_status !== 'open') {
      throw conflict('That application has already been decided.');
    }
    const at = ctx.now().toISOString();
    const status = decision === 'accept' ? 'accepted' : 'declined';
    const notice = { teamId: application.team_id, userIds: [application.user_id], at };
    if (decision === 'accept') {
      const team = await requireTeamOf(trx, leagueId, application.team_id);
      if (team.gm_user_id !== null) throw conflict(`${team.name} already has a GM.`);
      const seat = { leagueId, team, userId: application.user_id, at };
      await takeGmSeat(trx, seat, { vacantOnly: true });
      await decideOnce(trx, application.id, status, at);
      const declined = await settleGmSeat(trx, seat);
      await newsOfGmJoined(trx, { ...seat, how: 'application', replacedUserId: null });
      await recordCommissionerAction(trx, {
        leagueId,
        actorId: userId,
        now: ctx.now(),
        action: 'gm_assigned',
        details: {
          teamId: team.id,
          teamName: team.name,
          userId: application.user_id,
          username: await usernameOf(trx, application.user_id),
          how: 'application',
        },
      });
      return [...declined, ...(await noticeSeat(trx, 'application_accepted', notice))];
    }
    await decideOnce(trx, application.id, status, at);
    const team = await requireTeamOf(trx, leagueId, application.team_id);
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'application_declined',
      details: {
        teamId: team.id,
        teamName: team.name,
        userId: application.user_id,
        username: await usernameOf(trx, application.user_id),
      },
    });
    return noticeSeat(trx, 'application_declined', notice);
  });
  await announce(ctx, told);
}

/** Another request may have decided or withdrawn the application since it was read. */
async function decideOnce(trx: Db, applicationId: number, status: 'accepted' | 'declined', at: string) {
  if (!(await repo.decideApplication(trx, applicationId, status, at)))
    throw conflict('That application has already been decided.');
}

async function usernameOf(db: Db, userId: number): Promise<string> {
  const user = await repo.findUserName(db, userId);
  return shownUsername(user.username, user.deleted_at);
}

async function requireMayUnseat(trx: Db, league: LeagueRow, actorId: number, team: TeamRow) {
  if (!(await mayUnseat(trx, league, actorId, team.gm_user_id)))
    throw forbidden(
      `${team.name}'s GM is a commissioner of this league: only the league's owner can remove or replace him.`,
    );
}
