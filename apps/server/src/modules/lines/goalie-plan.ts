import {
  DEFAULT_GOALIE_PLAN,
  type GoaliePlan,
  type GoaliePlanResponse,
  goaliePlanSchema,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { storeGoaliePlan } from './repo';
import { requireEditor, teamAccess } from './access';

/**
 * A team's goalie plan from its `teams.goalie_plan` column: null (never set) or anything unreadable
 * is the default plan, so a game is never held up by a bad setting.
 */
export function goaliePlanFromColumn(column: string | null): { plan: GoaliePlan; isDefault: boolean } {
  if (column === null) return { plan: DEFAULT_GOALIE_PLAN, isDefault: true };
  try {
    const parsed = goaliePlanSchema.safeParse(JSON.parse(column));
    if (parsed.success) return { plan: parsed.data, isDefault: false };
  } catch {
    // Not JSON: fall through to the default.
  }
  return { plan: DEFAULT_GOALIE_PLAN, isDefault: true };
}

export async function getGoaliePlan(
  ctx: AppContext,
  { leagueId, teamId, userId }: { leagueId: number; teamId: number; userId: number },
): Promise<GoaliePlanResponse> {
  const { team, editable } = await teamAccess(ctx, leagueId, teamId, userId);
  const { plan, isDefault } = goaliePlanFromColumn(team.goalie_plan);
  return { teamId, editable, isDefault, goaliePlan: plan };
}

/** Saved for the team's next games; only its GM or the commissioner may change it. */
export async function saveGoaliePlan(
  ctx: AppContext,
  { leagueId, teamId, userId, plan }: { leagueId: number; teamId: number; userId: number; plan: GoaliePlan },
): Promise<GoaliePlanResponse> {
  await requireEditor(ctx, leagueId, teamId, userId, 'goalie plan');
  await storeGoaliePlan(ctx.database.db, teamId, JSON.stringify(plan));
  return { teamId, editable: true, isDefault: false, goaliePlan: plan };
}
