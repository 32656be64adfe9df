import { type LeagueContainer, uncontained } from '../../jobs/job-health';
import { draftSettingsOf } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findLeague } from '../leagues/repo';
import { announceDraftMove } from './announce';
import { automaticPick, pickWhileAutomatic } from './auto-pick';
import type { DraftMove } from './make-pick';
import { findDraftOfSeason } from './repo';

/**
 * The draft clock job's pass (docs/decisions/049): each running draft whose clock ran out gets its pick
 * made from the team's queue, else the best available; the expiry is counted (a team with too many is
 * drafted automatically from then on), its GM told, and automatic teams after it pick at once. Each once
 * across processes: the pick claims the draft by its conditional UPDATE, and the loser does nothing.
 */
export async function runDraftClocks(
  ctx: AppContext,
  contain: LeagueContainer = uncontained,
): Promise<{ expired: number }> {
  const { db } = ctx.database;
  const now = ctx.now();
  const due = await db
    .selectFrom('drafts')
    .select(['id', 'league_id', 'season_id'])
    .where('status', '=', 'running')
    .where('clock_deadline', '<=', now.toISOString())
    .orderBy('clock_deadline')
    .execute();
  let expired = 0;
  for (const row of due) {
    await contain(row.league_id, async () => {
      const league = await findLeague(db, row.league_id);
      if (!league) return;
      const scene = { league, settings: draftSettingsOf(league.draft_settings), at: now.toISOString() };
      let move: DraftMove | null;
      try {
        move = await db.transaction().execute(async (trx) => {
          const draft = await findDraftOfSeason(trx, row.season_id);
          const deadline = draft?.clock_deadline ?? null;
          if (!draft || draft.status !== 'running' || deadline === null || deadline > scene.at) return null;
          const picked = await automaticPick(trx, scene, { draft, expired: true });
          return picked ? pickWhileAutomatic(trx, scene, picked) : null;
        });
      } catch (error) {
        // Another process (or a person) moved the draft on first: nothing is left to do here.
        if (error instanceof HttpError && error.statusCode === 409) return;
        throw error;
      }
      if (!move) return;
      expired += 1;
      await announceDraftMove(ctx, move, 'pick');
    });
  }
  return { expired };
}
