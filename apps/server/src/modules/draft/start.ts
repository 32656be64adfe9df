import { conflict } from '../../http/errors';
import type { Db } from '../../db/schema';
import { pickWhileAutomatic } from './auto-pick';
import { bankOf, deadlineFor, readBook } from './clock';
import { holdDraftLottery } from './lottery';
import { type DraftMove, type PickScene, tellOnClock } from './make-pick';
import { setDraftOrder } from './order';
import { firstOverall, slotAt } from './picks-repo';
import { type DraftRow, claimDraft } from './repo';

/**
 * Starts a draft never started, inside the caller's transaction (docs/decisions/049): holds the lottery if
 * the league has one and it is not held, sets every slot's overall, and puts pick 1 on the clock; teams
 * that pick automatically pick at once.
 */
export async function startDraftIn(
  trx: Db,
  scene: PickScene,
  input: { draft: DraftRow; isAutomatic?: (teamId: number) => boolean },
): Promise<DraftMove> {
  let { draft } = input;
  if (draft.status !== 'upcoming') throw conflict('This draft has already started.');
  let lottery = readBook(draft).lottery;
  if (scene.settings.lotteryDraws > 0 && lottery === null) {
    const held = await holdDraftLottery(trx, { draft, settings: scene.settings, at: scene.at });
    ({ draft, lottery } = held);
  }
  const slots = await setDraftOrder(trx, {
    leagueId: draft.league_id,
    seasonId: draft.season_id,
    year: draft.year,
    // Ties in the standings are broken by a coin from the lottery's published seed (or the draft's own).
    seed: lottery?.seed ?? `draft-order:${draft.id}`,
    lottery,
    settings: scene.settings,
  });
  if (slots === 0) throw conflict('This draft has no picks to make: the league has no picks for its year.');
  const first = await firstOverall(trx, draft);
  const slot = await slotAt(trx, draft, Number(first?.overall ?? 1));
  if (!slot) throw conflict('This draft has no picks to make.');
  const deadline = deadlineFor(scene.settings, {
    startedAt: new Date(scene.at),
    round: slot.round,
    bankSeconds: bankOf(scene.settings, readBook(draft), slot.owner_team_id),
    timeZone: scene.league.time_zone,
  });
  const changes = {
    status: 'running' as const,
    started_at: scene.at,
    on_clock: slot.overall,
    clock_started_at: scene.at,
    clock_deadline: deadline,
  };
  if (!(await claimDraft(trx, draft, changes)))
    throw conflict('The draft changed just now (it may have started). Reload and try again.');
  const started: DraftRow = { ...draft, ...changes, version: draft.version + 1 };
  const move: DraftMove = { draft: started, told: [], overall: null };
  const automatic = slot.gm_user_id === null || !!input.isAutomatic?.(slot.owner_team_id);
  if (!automatic) move.told.push(await tellOnClock(trx, scene, { draft: started, slot, deadline }));
  return pickWhileAutomatic(trx, scene, move, input.isAutomatic);
}
