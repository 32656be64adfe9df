import { tradeSideRequestSchema, type TradeProposalRequest } from '@rinkside/domain';
import { z } from 'zod';
import { selectionOfTeams, type TradeSelection } from './trade-selection';

/**
 * What "Open in builder" hands the builder in the router's state: a whole trade (a finder's package), the
 * viewer's team first. Router state, not the address: it holds ids and retained shares the address need not
 * show, and a reload falls back to the partner named by ?with=.
 */
const builderStartSchema = z.object({
  trade: z.object({ teams: z.array(tradeSideRequestSchema).length(2) }),
});

export type BuilderStart = z.infer<typeof builderStartSchema>;

export const builderStartOf = (teams: TradeProposalRequest['teams']): BuilderStart => ({ trade: { teams } });

/** The partner and selection the router's state starts the builder with; null when it brings none. */
export function builderStartFrom(
  state: unknown,
  myTeamId: number,
): { partnerId: number; selection: TradeSelection } | null {
  const parsed = builderStartSchema.safeParse(state);
  return parsed.success ? selectionOfTeams(parsed.data.trade.teams, myTeamId) : null;
}
