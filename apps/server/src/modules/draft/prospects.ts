import type { DraftProspectsResponse, DraftQueue, Position } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { listInClass, listUndrafted } from './class-repo';
import { findQueue, listClass, saveQueue } from './repo';
import { rankedClass, seasonScouting } from './scouting';
import { draftScene, seasonDraft } from './service';

/**
 * GET /draft/prospects: the class as the scouts see it today, the same for every GM; hidden before the
 * regular season's middle day. His true potential is never sent (docs/decisions/049).
 */
export async function getProspects(
  ctx: AppContext,
  input: { leagueId: number; userId: number; seasonId?: number },
): Promise<DraftProspectsResponse> {
  const { league, season } = await draftScene(ctx, input);
  const now = ctx.now();
  const { db } = ctx.database;
  const draft = await seasonDraft(ctx, { league, season, at: now.toISOString() });
  const scouting = await seasonScouting(db, league, season, now);
  const hidden = { seasonId: season.id, year: draft.year, scoutingProgress: scouting.progress };
  if (!scouting.visible)
    return { ...hidden, visible: false, visibleFrom: scouting.visibleFrom, prospects: [] };
  const ranked = rankedClass(await listClass(db, league.id, draft.year), scouting.progress);
  return {
    ...hidden,
    visible: true,
    visibleFrom: null,
    prospects: ranked.map((p) => ({
      id: p.id,
      name: `${p.first_name} ${p.last_name}`,
      position: p.position as Position,
      age: p.age,
      country: p.country,
      handedness: p.handedness === 'R' ? 'R' : 'L',
      height: p.height,
      weight: p.weight,
      overall: p.overall,
      projected: p.projected,
      rank: p.rank,
      scoutingNote: p.scouting_note,
      reEntry: p.re_entry === 1,
      drafted:
        p.drafted_overall === null || p.drafted_team_id === null
          ? null
          : {
              overall: p.drafted_overall,
              team: {
                id: p.drafted_team_id,
                name: p.drafted_team_name ?? '',
                abbreviation: p.drafted_team_abbreviation ?? '',
              },
            },
    })),
  };
}

/** The viewer's team and the active season's draft, for the queue: GMs only. */
async function queueScene(ctx: AppContext, input: { leagueId: number; userId: number }) {
  const { league, season, viewer } = await draftScene(ctx, input);
  if (viewer.teamId === null) throw forbidden('Only a GM keeps a draft queue, for the team he or she runs.');
  const at = ctx.now().toISOString();
  const draft = await seasonDraft(ctx, { league, season, at });
  return { teamId: viewer.teamId, draft, at };
}

/** GET /draft/queue: the GM's queue, less the prospects drafted since. */
export async function getQueue(
  ctx: AppContext,
  input: { leagueId: number; userId: number },
): Promise<DraftQueue> {
  const { teamId, draft } = await queueScene(ctx, input);
  const { db } = ctx.database;
  const queue = await findQueue(db, draft.id, teamId);
  if (queue.length === 0) return { playerIds: [] };
  const still = await listUndrafted(db, queue);
  const available = new Set(still.map((p) => p.id));
  return { playerIds: queue.filter((id) => available.has(id)) };
}

/** PUT /draft/queue: the GM's whole queue, first choice first; every id must be in this year's class. */
export async function saveDraftQueue(
  ctx: AppContext,
  input: { leagueId: number; userId: number; playerIds: number[] },
): Promise<DraftQueue> {
  const { teamId, draft, at } = await queueScene(ctx, input);
  const playerIds = [...new Set(input.playerIds)];
  const { db } = ctx.database;
  if (playerIds.length > 0) {
    const inClass = await listInClass(db, draft, playerIds);
    const known = new Set(inClass.map((p) => p.player_id));
    const strangers = playerIds.filter((id) => !known.has(id));
    if (strangers.length > 0)
      throw badRequest(
        `Not in this year's draft class: player ${strangers.join(', ')}. Queue prospects of the class only.`,
      );
  }
  await saveQueue(db, { draftId: draft.id, teamId, playerIds, at });
  return getQueue(ctx, input);
}
