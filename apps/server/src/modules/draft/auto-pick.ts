import { autoPickChoice } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { readBook } from './clock';
import { type DraftMove, type PickScene, makePick } from './make-pick';
import { PickWrites } from './pick-writes';
import { DraftSlots, slotAt } from './picks-repo';
import { type DraftRow, findQueue, findSeason, listClass, listQueues } from './repo';
import { rankedClass, seasonScouting, type RankedProspect } from './scouting';

/** The prospects still in the class, ranked by the scouts as they stand today. */
async function availableProspects(trx: Db, scene: PickScene, draft: DraftRow) {
  const season = await findSeason(trx, draft.league_id, draft.season_id);
  const scouting = season
    ? await seasonScouting(trx, scene.league, season, new Date(scene.at))
    : { progress: 1 };
  const rows = await listClass(trx, draft.league_id, draft.year);
  return rankedClass(rows, scouting.progress).filter(
    (p) => p.status === 'draft' && p.drafted_overall === null,
  );
}

/**
 * Makes the pick on the clock for its team: the first prospect of its queue still there, else the best
 * available by the scouts' rank (docs/decisions/049). Null when the class has nobody left.
 */
export async function automaticPick(
  trx: Db,
  scene: PickScene,
  input: {
    draft: DraftRow;
    expired?: boolean;
    isAutomatic?: (teamId: number) => boolean;
    classLeft?: ClassLeft;
  },
): Promise<DraftMove | null> {
  const { draft, classLeft, ...pick } = input;
  if (draft.on_clock === null) return null;
  const slots = classLeft?.slots ?? undefined;
  const slot = slots ? slots.at(draft.on_clock) : await slotAt(trx, draft, draft.on_clock);
  if (!slot) return null;
  const [available, queue] = await Promise.all([
    classLeft?.available ?? availableProspects(trx, scene, draft),
    classLeft
      ? queueInRun(trx, classLeft, draft, slot.owner_team_id)
      : findQueue(trx, draft.id, slot.owner_team_id),
  ]);
  const choice = autoPickChoice(available, queue);
  if (classLeft) classLeft.available = available.filter((p) => p.id !== choice?.playerId);
  if (!choice) return null;
  const prospect = available.find((p) => p.id === choice.playerId);
  return makePick(trx, scene, {
    ...pick,
    draft,
    playerId: choice.playerId,
    source: choice.source,
    ...(slots ? { slots } : {}),
    ...(classLeft ? { writes: classLeft.writes } : {}),
    // Read with the class in this transaction, undrafted (the ledger's guard checks it again as he moves).
    ...(prospect ? { prospect: { ...prospect, team_id: null } } : {}),
  });
}

/**
 * The class left, as one run of automatic picks sees it: read and ranked by the first pick, then each pick
 * taken out. Within the run's transaction only its own picks change the class, and the scouts' view is the
 * scene's, so a draft of 224 automatic picks reads and ranks its class once instead of 224 times.
 */
interface ClassLeft {
  available: RankedProspect[] | null;
  /** The draft's slots, read by the run's first pick and kept as its picks are made. */
  slots: DraftSlots | null;
  /**
   * Every team's queue, read by the run's first pick: no pick changes a queue, and a queued player already
   * taken is passed over by `autoPickChoice`.
   */
  queues: Promise<Map<number, number[]>> | null;
  /** The run's moves, picks and news, written once its last pick is made. */
  writes: PickWrites;
}

async function queueInRun(trx: Db, run: ClassLeft, draft: DraftRow, teamId: number): Promise<number[]> {
  run.queues ??= listQueues(trx, draft.id);
  return (await run.queues).get(teamId) ?? [];
}

/** Whether the team on the clock picks by itself: no GM, or put on automatic for the rest of the draft. */
export async function picksAutomatically(
  trx: Db,
  draft: DraftRow,
  isAutomatic?: (teamId: number) => boolean,
  slots?: DraftSlots,
): Promise<boolean> {
  if (draft.status !== 'running' || draft.on_clock === null) return false;
  const slot = slots ? slots.at(draft.on_clock) : await slotAt(trx, draft, draft.on_clock);
  if (!slot) return false;
  return (
    slot.gm_user_id === null ||
    readBook(draft).autoTeamIds.includes(slot.owner_team_id) ||
    !!isAutomatic?.(slot.owner_team_id)
  );
}

/**
 * After any pick: while the team on the clock picks automatically, it picks at once, in the same
 * transaction, until a person's team is on the clock or the draft is complete.
 */
export async function pickWhileAutomatic(
  trx: Db,
  scene: PickScene,
  move: DraftMove,
  isAutomatic?: (teamId: number) => boolean,
): Promise<DraftMove> {
  let current = move;
  const classLeft: ClassLeft = {
    available: null,
    slots: null,
    queues: null,
    writes: new PickWrites(scene.at),
  };
  for (;;) {
    if (current.draft.status !== 'running') break;
    classLeft.slots ??= await DraftSlots.read(trx, current.draft);
    if (!(await picksAutomatically(trx, current.draft, isAutomatic, classLeft.slots))) break;
    const next = await automaticPick(trx, scene, { draft: current.draft, isAutomatic, classLeft });
    if (!next) break;
    current = { draft: next.draft, told: [...current.told, ...next.told], overall: next.overall };
  }
  await classLeft.writes.write(trx);
  return current;
}
