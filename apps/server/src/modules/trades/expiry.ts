import { type LeagueContainer, uncontained } from '../../jobs/job-health';
import { APPROVED_AT_WINDOW_END_NOTE } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { announce } from '../notifications/service';
import { expireProposal } from './answer';
import { executeTrade } from './execute';
import { leagueNow } from './viewer';

/**
 * The trades job's pass (docs/decisions/047): proposals past their time expire, and trades whose veto
 * window ended, or that nobody may approve and whose review window ended (docs/decisions/060), are carried out (re-checked; one that no longer holds becomes invalid). Each once across
 * processes: every step is a conditional change of status.
 */
export async function resolveDueTrades(
  ctx: AppContext,
  contain: LeagueContainer = uncontained,
): Promise<{ expired: number; executed: number }> {
  const { db } = ctx.database;
  const leagues = await db
    .selectFrom('leagues')
    .selectAll('leagues')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('trades')
          .select('trades.id')
          .whereRef('trades.league_id', '=', 'leagues.id')
          .where('trades.status', 'in', ['proposed', 'in_review', 'awaiting_approval']),
      ),
    )
    .execute();
  let expired = 0;
  let executed = 0;
  for (const league of leagues) {
    await contain(league.id, async () => {
      const at = leagueNow(ctx, league).toISOString();
      const due = await db
        .selectFrom('trades')
        .selectAll()
        .where('league_id', '=', league.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'proposed'), eb('expires_at', '<=', at)]),
            eb.and([eb('status', '=', 'in_review'), eb('review_ends_at', '<=', at)]),
            // Nobody could review it (every commissioner a party): approved when its window ends.
            eb.and([eb('status', '=', 'awaiting_approval'), eb('review_ends_at', '<=', at)]),
          ]),
        )
        .orderBy('id')
        .execute();
      for (const trade of due) {
        if (trade.status === 'proposed') {
          if (await expireProposal(ctx, trade, at)) expired += 1;
          continue;
        }
        const done =
          trade.status === 'awaiting_approval'
            ? await executeTrade(ctx, {
                league,
                tradeId: trade.id,
                from: 'awaiting_approval',
                note: APPROVED_AT_WINDOW_END_NOTE,
              })
            : await executeTrade(ctx, { league, tradeId: trade.id, from: 'in_review' });
        if (done.outcome === 'gone') continue;
        executed += 1;
        await announce(ctx, done.told);
      }
    });
  }
  return { expired, executed };
}
