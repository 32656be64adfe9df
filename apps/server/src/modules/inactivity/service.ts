import {
  readableOr,
  DEFAULT_INACTIVITY_SETTINGS,
  type GmActivityResponse,
  type InactivitySettings,
  type TeamAutopilot,
  inactivityReached,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { vacateGmSeatIn } from '../commish/service';
import { findTeam } from '../leagues/api';
import { recordCommissionerAction, recordSettingsChange } from '../commissioners/audit';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { shownUsername } from '../users/present';
import { announce } from '../notifications/service';
import { endAutopilotOf } from './autopilot-end';
import * as repo from './repo';
import { inactivitySettingsOf } from './settings';
import { mayUseCommissionerPowers } from '../commissioners/powers';

export async function getSettings(ctx: AppContext, leagueId: number): Promise<InactivitySettings> {
  return inactivitySettingsOf((await requireLeague(ctx, leagueId)).inactivity_settings);
}

export async function setSettings(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  settings: InactivitySettings,
): Promise<InactivitySettings> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await repo.saveSettings(trx, leagueId, JSON.stringify(settings));
    await recordSettingsChange(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      area: 'inactivity',
      before: readableOr(inactivitySettingsOf, league.inactivity_settings, DEFAULT_INACTIVITY_SETTINGS),
      after: settings,
    });
  });
  return settings;
}

/** Each watched GM seat's last activity and state, for the commissioner. */
export async function getGmActivity(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<GmActivityResponse> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const settings = inactivitySettingsOf(league.inactivity_settings);
  const now = ctx.now();
  const seats = await repo.listSeats(ctx.database.db, { leagueId });
  return {
    now: now.toISOString(),
    settings,
    seats: seats.map((seat) => {
      const reached = inactivityReached(settings, seat.away_since, now);
      return {
        teamId: seat.team_id,
        userId: seat.user_id,
        lastActiveAt: seat.last_active_at,
        trackedSince: seat.tracked_since,
        nudgedAt: seat.nudged_at,
        autopilotSince: seat.autopilot_at,
        daysAway: reached.daysAway,
        canVacate: reached.vacate,
      };
    }),
  };
}

/** Whether the team is on autopilot; its GM and the commissioner may ask. */
export async function getTeamAutopilot(
  ctx: AppContext,
  { leagueId, teamId, userId }: { leagueId: number; teamId: number; userId: number },
): Promise<TeamAutopilot> {
  const league = await requireLeague(ctx, leagueId);
  const team = await findTeam(ctx.database.db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  if (team.gm_user_id !== userId && !(await mayUseCommissionerPowers(ctx.database.db, league, userId)))
    throw forbidden("Only this team's GM or the commissioner can see whether it is on autopilot.");
  const [seat] = await repo.listSeats(ctx.database.db, { teamId });
  const since = seat?.autopilot_at ?? null;
  return { autopilot: since !== null, since };
}

/**
 * The GM takes the team back from autopilot. Any change the GM makes in the league does the same
 * (activity-tracking.ts); this is the banner's button for a GM who has nothing to change.
 */
export async function takeBackTeam(
  ctx: AppContext,
  seat: { leagueId: number; teamId: number; userId: number },
): Promise<TeamAutopilot> {
  const team = await findTeam(ctx.database.db, seat.leagueId, seat.teamId);
  if (!team) throw notFound('Team not found in this league.');
  if (team.gm_user_id !== seat.userId) throw forbidden("Only this team's GM can take it off autopilot.");
  await endAutopilotOf(ctx, seat);
  return { autopilot: false, since: null };
}

/**
 * Vacates the seat of a GM away past the league's vacate threshold (docs/decisions/036), in one
 * transaction: the commissioner's GM removal (the league's news, the GM told) and a recruitment opened
 * for the team. 409 with the reason when the GM is not away long enough or the seat is empty.
 */
export async function vacateSeat(
  ctx: AppContext,
  { leagueId, teamId, userId }: { leagueId: number; teamId: number; userId: number },
) {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const settings = inactivitySettingsOf(league.inactivity_settings);
  const now = ctx.now();
  const at = now.toISOString();
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const team = await findTeam(trx, leagueId, teamId);
    if (!team) throw notFound('Team not found in this league.');
    if (team.gm_user_id === null) throw conflict(`${team.name} has no GM to remove.`);
    if (settings.vacateDays === 0)
      throw conflict('The vacate offer is off in this league: turn it on in the inactivity settings.');
    const [seat] = await repo.listSeats(trx, { teamId });
    const reached = seat ? inactivityReached(settings, seat.away_since, now) : null;
    if (!reached?.vacate)
      throw conflict(
        `${team.name}'s GM has been away ${reached?.daysAway ?? 0} days; the seat can be vacated after ${settings.vacateDays}.`,
      );
    // The claim: of two vacating at once, the second finds the seat's row gone.
    if (!(await repo.forgetSeat(trx, { teamId, userId: team.gm_user_id })))
      throw conflict(`${team.name}'s seat was just vacated.`);
    const gm = await repo.gmUsername(trx, team.gm_user_id);
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now,
      action: 'gm_seat_vacated',
      details: {
        teamId,
        teamName: team.name,
        userId: team.gm_user_id,
        username: shownUsername(gm.username, gm.deleted_at),
      },
    });
    return vacateGmSeatIn(trx, { leagueId, team, at }, { reopen: true });
  });
  await announce(ctx, told);
}
