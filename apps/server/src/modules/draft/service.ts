import { type DraftResponse, draftSettingsOf } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { type Db, findTeamOfGm, type LeagueRow } from '../leagues/api';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireLeague } from '../leagues/service';
import { type DraftChange, announceDraftMove } from './announce';
import { pickWhileAutomatic } from './auto-pick';
import { ensureDraft } from './ensure-draft';
import { holdDraftLottery } from './lottery';
import { type DraftMove, type PickScene, makePick } from './make-pick';
import { slotAt } from './picks-repo';
import { type DraftViewer, presentDraft } from './present';
import { type DraftRow, findDraftOfSeason, findSeason, type SeasonRow } from './repo';
import { pauseIn, resumeIn, undoIn } from './room';
import { finishDraft } from './run-to-end';
import { startDraftIn } from './start';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/** The league, its season (the active one unless named) and the viewer's place in it. */
export async function draftScene(
  ctx: AppContext,
  input: { leagueId: number; userId: number; seasonId?: number },
) {
  const league = await requireLeague(ctx, input.leagueId);
  const { db } = ctx.database;
  const season = await findSeason(db, league.id, input.seasonId);
  if (!season) throw notFound('That season is not in this league.');
  const team = await findTeamOfGm(db, league.id, input.userId);
  const viewer: DraftViewer = {
    teamId: team?.id ?? null,
    isCommissioner: await mayUseCommissionerPowers(db, league, input.userId),
  };
  return { league, season, viewer };
}

/** GET /draft: the season's draft (created with its class the first time it is read). */
export async function getDraft(
  ctx: AppContext,
  input: { leagueId: number; userId: number; seasonId?: number },
): Promise<DraftResponse> {
  const { league, season, viewer } = await draftScene(ctx, input);
  const now = ctx.now();
  const draft = await seasonDraft(ctx, { league, season, at: now.toISOString() });
  return presentDraft(ctx.database.db, { league, season, draft, viewer, now });
}

/**
 * The season's draft: the active season's is created with its class the first time it is read; an
 * earlier season without one had no draft (404).
 */
export async function seasonDraft(
  ctx: AppContext,
  input: { league: LeagueRow; season: SeasonRow; at: string },
): Promise<DraftRow> {
  const { db } = ctx.database;
  if (input.season.active !== 1) {
    const draft = await findDraftOfSeason(db, input.season.id);
    if (!draft) throw notFound(`No draft was held in the ${input.season.name} season.`);
    return draft;
  }
  return db.transaction().execute((trx) => ensureDraft(trx, input));
}

/** A change's surroundings: the league and its draft settings, the season, the viewer, the time. */
type DraftScene = PickScene & { season: SeasonRow; viewer: DraftViewer };
type DraftStep = (trx: Db, scene: DraftScene, draft: DraftRow) => Promise<DraftMove>;

/** One change of the active season's draft in one transaction, announced after it committed. */
async function changeDraft(
  ctx: AppContext,
  input: { leagueId: number; userId: number; change: DraftChange; commissionerOnly: boolean },
  step: DraftStep,
  /** The audit entry of a commissioner's change (docs/decisions/060), in the change's transaction. */
  audit?: (trx: Db, scene: DraftScene) => Promise<void>,
): Promise<DraftResponse> {
  const { league, season, viewer } = await draftScene(ctx, input);
  if (input.commissionerOnly && !viewer.isCommissioner)
    throw forbidden('Only the league commissioner runs the draft.');
  if (league.closed_at !== null) throw conflict('This league is closed: its draft can no longer change.');
  const at = ctx.now().toISOString();
  const scene: DraftScene = { league, settings: draftSettingsOf(league.draft_settings), at, season, viewer };
  const move = await ctx.database.db.transaction().execute(async (trx) => {
    const draft = await ensureDraft(trx, { league, season, at });
    const move = await step(trx, scene, draft);
    if (audit) await audit(trx, scene);
    return move;
  });
  await announceDraftMove(ctx, move, input.change);
  return presentDraft(ctx.database.db, { league, season, draft: move.draft, viewer, now: ctx.now() });
}

type Action = 'lottery' | 'start' | 'pause' | 'resume' | 'auto';
const CHANGE_OF: Record<Action, DraftChange> = {
  lottery: 'status',
  start: 'status',
  pause: 'clock',
  resume: 'clock',
  auto: 'pick',
};

/** The commissioner's tools: hold the lottery, start, pause, resume, draft the rest. */
export function commissionerAction(
  ctx: AppContext,
  input: { leagueId: number; userId: number; action: Action },
) {
  return changeDraft(
    ctx,
    { ...input, change: CHANGE_OF[input.action], commissionerOnly: true },
    async (trx, scene, draft) => {
      switch (input.action) {
        case 'lottery': {
          if (scene.settings.lotteryDraws === 0) throw conflict('This league holds no draft lottery.');
          if (draft.lottery !== null) throw conflict('The lottery has already been held.');
          if (draft.status !== 'upcoming') throw conflict('The draft has already started.');
          if (scene.season.phase !== 'playoffs' && scene.season.phase !== 'offseason')
            throw conflict('The lottery is held once the regular season is over.');
          const held = await holdDraftLottery(trx, { draft, settings: scene.settings, at: scene.at });
          return { draft: held.draft, told: [], overall: null };
        }
        case 'start':
          if (draft.status === 'upcoming' && scene.season.phase !== 'offseason')
            throw conflict('The draft starts in the offseason, once every team’s place is known.');
          return startDraftIn(trx, scene, { draft });
        case 'pause':
          return pauseIn(trx, scene, draft);
        case 'resume': {
          const resumed = await resumeIn(trx, scene, draft);
          return pickWhileAutomatic(trx, scene, resumed);
        }
        case 'auto':
          if (draft.status === 'upcoming' && scene.season.phase !== 'offseason')
            throw conflict('The draft starts in the offseason, once every team’s place is known.');
          return finishDraft(trx, { league: scene.league, seasonId: scene.season.id, at: scene.at });
      }
    },
    (trx, scene) =>
      recordCommissionerAction(trx, {
        leagueId: scene.league.id,
        actorId: input.userId,
        now: ctx.now(),
        action: 'draft_changed',
        details: { change: input.action },
      }),
  );
}

/**
 * POST /draft/undo (commissioner): takes back pick `overall` (the last made when left out) and every pick
 * after it (decision 082), recorded in the league's audit log with the picks and players taken back.
 */
export function undoPicks(ctx: AppContext, input: { leagueId: number; userId: number; overall?: number }) {
  let undone: Awaited<ReturnType<typeof undoIn>>['undone'] = [];
  return changeDraft(
    ctx,
    { ...input, change: 'undo', commissionerOnly: true },
    async (trx, scene, draft) => {
      const move = await undoIn(trx, scene, draft, input.overall);
      undone = move.undone;
      return move;
    },
    (trx, scene) =>
      recordCommissionerAction(trx, {
        leagueId: scene.league.id,
        actorId: input.userId,
        now: ctx.now(),
        action: 'draft_picks_undone',
        details: {
          fromOverall: undone[0]?.overall ?? 0,
          picks: undone.map((pick) => ({
            overall: pick.overall,
            playerId: pick.playerId,
            playerName: pick.name,
          })),
        },
      }),
  );
}

/** POST /draft/pick: the GM of the team on the clock (or the commissioner for it) takes a prospect. */
export function pickProspect(
  ctx: AppContext,
  input: { leagueId: number; userId: number; playerId: number; overall?: number },
) {
  return changeDraft(
    ctx,
    { ...input, change: 'pick', commissionerOnly: false },
    async (trx, scene, draft) => {
      if (draft.status !== 'running' || draft.on_clock === null)
        throw conflict(
          draft.status === 'paused'
            ? 'The draft is paused: picks wait until the commissioner resumes it.'
            : 'The draft is not running: no pick is on the clock.',
        );
      if (input.overall !== undefined && input.overall !== draft.on_clock)
        throw conflict(`Pick ${input.overall} has already been made. Reload the draft room.`);
      const slot = await slotAt(trx, draft, draft.on_clock);
      if (!slot) throw conflict('No pick is on the clock.');
      const ownsPick = scene.viewer.teamId === slot.owner_team_id;
      if (!ownsPick && !scene.viewer.isCommissioner)
        throw forbidden(
          `The ${slot.name} are on the clock: only their GM (or the commissioner) can make this pick.`,
        );
      const move = await makePick(trx, scene, {
        draft,
        playerId: input.playerId,
        source: ownsPick ? 'gm' : 'commissioner',
      });
      if (!ownsPick)
        await recordCommissionerAction(trx, {
          leagueId: scene.league.id,
          actorId: input.userId,
          now: ctx.now(),
          action: 'draft_pick_made',
          details: { teamId: slot.owner_team_id, teamName: slot.name, playerId: input.playerId },
        });
      return pickWhileAutomatic(trx, scene, move);
    },
  );
}
