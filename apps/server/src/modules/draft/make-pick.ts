import { type DraftPickSource, type DraftSettings, bankAfterPick } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db, LeagueRow } from '../leagues/api';
import { notify } from '../notifications/service';
import { bankOf, deadlineFor, readBook } from './clock';
import { type ClassPlayer, findClassPlayer } from './class-repo';
import { type DraftSlots, type PickSlot, nextOpenSlot, slotAt } from './picks-repo';
import { PickWrites } from './pick-writes';
import { type DraftRow, claimDraft } from './repo';

/** What a pick (or a run of them) needs to know about its league and time. */
export interface PickScene {
  league: LeagueRow;
  settings: DraftSettings;
  /** The wall clock's ISO instant (the draft clock is not the league clock). */
  at: string;
}

/** A change made in the draft's transaction, and whom to tell once it committed. */
export interface DraftMove {
  draft: DraftRow;
  /** Users with a new notification (to announce after the commit). */
  told: (number | null)[];
  /** The last pick made, if any. */
  overall: number | null;
}

/** Tells the GM of the team now on the clock (none for a team without one). */
export function tellOnClock(
  db: Db,
  scene: PickScene,
  input: { draft: DraftRow; slot: PickSlot; deadline: string | null },
): Promise<number | null> {
  const { slot } = input;
  if (slot.gm_user_id === null) return Promise.resolve(null);
  return notify(db, {
    userId: slot.gm_user_id,
    at: scene.at,
    kind: 'draft_on_clock',
    payload: {
      leagueId: scene.league.id,
      teamId: slot.owner_team_id,
      teamName: slot.name,
      year: input.draft.year,
      overall: slot.overall ?? 0,
      round: slot.round,
      deadline: input.deadline,
    },
  });
}

/**
 * Makes the pick on the clock inside the caller's transaction (docs/decisions/049): claims the draft by its
 * conditional UPDATE (409 when another change got there first), gives the player to the pick's owner with
 * his rights (status 'prospect'), records the pick and its news, updates the bank and expiries, and puts
 * the next pick on the clock (telling its GM) or completes the draft.
 */
export async function makePick(
  trx: Db,
  scene: PickScene,
  input: {
    draft: DraftRow;
    playerId: number;
    source: DraftPickSource;
    /** A pick made because the clock ran out (counts an expiry). */
    expired?: boolean;
    /** The team picks automatically: its GM is not told it is on the clock. */
    isAutomatic?: (teamId: number) => boolean;
    /** The draft's slots as a run of automatic picks keeps them; read from the database without. */
    slots?: DraftSlots;
    /**
     * The prospect as a run of automatic picks read him with its class; read from the database without. The
     * ledger's guard checks again, as he moves, that he is still undrafted.
     */
    prospect?: ClassPlayer;
    /** A run's writes, gathered to be written after its last pick; written at once without. */
    writes?: PickWrites;
  },
): Promise<DraftMove> {
  const { draft } = input;
  const { settings } = scene;
  if (draft.status !== 'running' || draft.on_clock === null)
    throw conflict(
      draft.status === 'paused'
        ? 'The draft is paused: no pick can be made until it resumes.'
        : 'The draft is not running.',
    );
  const { slots } = input;
  const slot = slots ? slots.at(draft.on_clock) : await slotAt(trx, draft, draft.on_clock);
  if (!slot || slot.player_id !== null) throw conflict('That pick was just made. Reload the draft room.');
  const player =
    input.prospect?.id === input.playerId
      ? input.prospect
      : await findClassPlayer(trx, draft, input.playerId);
  if (!player) throw conflict("That player is not in this year's draft class.");
  const name = `${player.first_name} ${player.last_name}`;
  if (player.status !== 'draft' || player.team_id !== null)
    throw conflict(`${name} has already been drafted. Choose another prospect.`);

  const book = readBook(draft);
  const owner = slot.owner_team_id;
  const startedAt = new Date(draft.clock_started_at ?? scene.at);
  const banks: Record<string, number> = {
    ...book.banks,
    [owner]: bankAfterPick(settings, {
      startedAt,
      madeAt: new Date(scene.at),
      bankSeconds: bankOf(settings, book, owner),
      timeZone: scene.league.time_zone,
    }),
  };
  const expiries = { ...book.expiries };
  const autoTeamIds = [...book.autoTeamIds];
  if (input.expired) {
    expiries[owner] = (expiries[owner] ?? 0) + 1;
    if ((expiries[owner] ?? 0) >= settings.autoAfterExpiries && !autoTeamIds.includes(owner))
      autoTeamIds.push(owner);
  }
  const next = slots ? slots.nextOpen(slot.overall ?? 0) : await nextOpenSlot(trx, draft, slot.overall ?? 0);
  const deadline = next
    ? deadlineFor(settings, {
        startedAt: new Date(scene.at),
        round: next.round,
        bankSeconds: banks[next.owner_team_id] ?? bankOf(settings, book, next.owner_team_id),
        timeZone: scene.league.time_zone,
      })
    : null;
  const changes = {
    banks: JSON.stringify(banks),
    expiries: JSON.stringify(expiries),
    auto_team_ids: JSON.stringify(autoTeamIds),
    paused_seconds_left: null,
    ...(next
      ? { on_clock: next.overall, clock_started_at: scene.at, clock_deadline: deadline }
      : {
          status: 'complete' as const,
          on_clock: null,
          clock_started_at: null,
          clock_deadline: null,
          completed_at: scene.at,
        }),
  };
  if (!(await claimDraft(trx, draft, changes)))
    throw conflict('Another pick was made just now. Reload the draft room and try again.');
  const writes = input.writes ?? new PickWrites(scene.at);
  writes.add({
    move: {
      playerId: player.id,
      from: { teamId: null, status: 'draft' },
      toTeamId: owner,
      status: 'prospect',
      whenBeaten: { conflict: `${name} has already been drafted.` },
    },
    made: { pickId: slot.id, playerId: player.id, source: input.source, at: scene.at },
    news: {
      leagueId: draft.league_id,
      seasonId: draft.season_id,
      teamId: owner,
      at: scene.at,
      kind: 'draft_pick',
      payload: {
        playerId: player.id,
        playerName: name,
        teamId: owner,
        teamName: slot.name,
        position: player.position,
        year: draft.year,
        round: slot.round,
        overall: slot.overall ?? 0,
      },
    },
  });
  if (!input.writes) await writes.write(trx);
  slots?.made(slot.id, player.id);
  const told: (number | null)[] = [];
  if ((input.source === 'queue' || input.source === 'best_available') && slot.gm_user_id !== null)
    told.push(
      await notify(trx, {
        userId: slot.gm_user_id,
        at: scene.at,
        kind: 'draft_auto_pick',
        payload: {
          leagueId: draft.league_id,
          teamId: owner,
          teamName: slot.name,
          playerId: player.id,
          playerName: name,
          overall: slot.overall ?? 0,
          why: input.expired ? 'clock_expired' : 'auto_drafted',
        },
      }),
    );
  const after: DraftRow = { ...draft, ...changes, version: draft.version + 1 };
  const automatic =
    next !== undefined &&
    (next.gm_user_id === null ||
      autoTeamIds.includes(next.owner_team_id) ||
      !!input.isAutomatic?.(next.owner_team_id));
  if (next && !automatic) told.push(await tellOnClock(trx, scene, { draft: after, slot: next, deadline }));
  return { draft: after, told, overall: slot.overall };
}
