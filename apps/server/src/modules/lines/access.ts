import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { findTeam } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** The team, and whether the user may change its lines, depth chart and goalie plan (its GM or the commissioner). */
export async function teamAccess(ctx: AppContext, leagueId: number, teamId: number, userId: number) {
  const league = await requireLeague(ctx, leagueId);
  const team = await findTeam(ctx.database.db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  return {
    team,
    editable: team.gm_user_id === userId || (await mayUseCommissionerPowers(ctx.database.db, league, userId)),
  };
}

/** `what` names the setting in the 403, e.g. 'lines' or 'goalie plan'. */
export async function requireEditor(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  what = 'lines',
) {
  const access = await teamAccess(ctx, leagueId, teamId, userId);
  if (!access.editable) throw forbidden(`Only this team's GM or the commissioner can change its ${what}.`);
  return access.team;
}
