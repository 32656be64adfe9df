import type { AppContext } from '../../context';
import { contractSettingsOf } from '../contracts/settings';
import type { LeagueRow } from '../leagues/api';
import { fairnessOf } from '../trade-ai/answer';
import { sidesOfPlan, type TradePlan } from './plan';

/** The value ratio between the sides (1 = even) and the team that gets more (null when even). */
export interface TradeFairness {
  ratio: number;
  gainerTeamId: number | null;
}

/** The value model's fairness of a plan, stored with the proposal (docs/decisions/048). */
export function fairnessOfPlan(ctx: AppContext, league: LeagueRow, plan: TradePlan): Promise<TradeFairness> {
  return fairnessOf(ctx, ctx.database.db, {
    league,
    settings: contractSettingsOf(league.contract_settings),
    sides: sidesOfPlan(plan),
  });
}
