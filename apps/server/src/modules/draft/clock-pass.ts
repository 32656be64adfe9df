import { draftSettingsOf } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { type LeagueJob, runLeagueJob, sum } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { HttpError } from '../../http/errors';
import { findLeague } from '../leagues/api';
import { announceDraftMove } from './announce';
import { automaticPick, pickWhileAutomatic } from './auto-pick';
import type { DraftMove } from './make-pick';
import { findDraftOfSeason, listExpiredDrafts } from './repo';

/**
 * The draft clock as a job of the job runner (docs/decisions/049, 066): each league whose draft clock ran
 * out is a step; its share makes the pick from the team's queue, else the best available; the expiry is
 * counted (a team with too many is drafted automatically from then on), its GM told, and automatic teams
 * after it pick at once. A league's step runs in one process at a time.
 */
export const draftClockSteps: LeagueJob<number> = {
  kind: 'draft-clock',
  async leaguesDue(ctx) {
    return [
      ...new Set(
        (await listExpiredDrafts(ctx.database.db, ctx.now().toISOString())).map((row) => row.league_id),
      ),
    ];
  },
  async runLeague(ctx, leagueId) {
    const league = await findLeague(ctx.database.db, leagueId);
    if (!league) return 0;
    let expired = 0;
    for (const row of await listExpiredDrafts(ctx.database.db, ctx.now().toISOString(), leagueId)) {
      const at = ctx.now().toISOString();
      const scene = { league, settings: draftSettingsOf(league.draft_settings), at };
      let move: DraftMove | null;
      try {
        move = await ctx.database.db.transaction().execute(async (trx) => {
          const draft = await findDraftOfSeason(trx, row.season_id);
          const deadline = draft?.clock_deadline ?? null;
          if (!draft || draft.status !== 'running' || deadline === null || deadline > scene.at) return null;
          const picked = await automaticPick(trx, scene, { draft, expired: true });
          return picked ? pickWhileAutomatic(trx, scene, picked) : null;
        });
      } catch (error) {
        // A person (the GM on the clock, the commissioner) moved the draft on first: nothing is left to do.
        if (error instanceof HttpError && error.statusCode === 409) continue;
        throw error;
      }
      if (!move) continue;
      expired += 1;
      await announceDraftMove(ctx, move, 'pick');
    }
    return expired;
  },
};

/** The draft clock job's pass: every league whose clock ran out, each a step of its own. */
export async function runDraftClocks(ctx: AppContext, log?: StepLog): Promise<{ expired: number }> {
  return { expired: sum(await runLeagueJob(ctx, draftClockSteps, { log })) };
}
