import {
  type DraftResponse,
  type DraftSettings,
  type DraftSlot,
  type DraftStatus,
  type Position,
  draftSettingsOf,
} from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { bankOf, readBook, secondsLeftAt } from './clock';
import { type DraftRow, type SeasonRow, type SlotRow, listSlots } from './repo';

/**
 * Where the draft stands as the room shows it (docs/decisions/049): a draft never started is 'upcoming'
 * while the regular season is played, 'lottery' once it is over and the lottery is still to hold, and
 * 'ready' in the offseason once the order can be set (every team's place is known).
 */
export function derivedStatus(
  draft: DraftRow,
  season: Pick<SeasonRow, 'phase'>,
  settings: DraftSettings,
): DraftStatus {
  if (draft.status !== 'upcoming') return draft.status;
  if (season.phase !== 'playoffs' && season.phase !== 'offseason') return 'upcoming';
  const lotteryDue = settings.lotteryDraws > 0 && draft.lottery === null;
  if (lotteryDue) return 'lottery';
  return season.phase === 'offseason' ? 'ready' : 'upcoming';
}

function presentSlot(row: SlotRow): DraftSlot {
  return {
    overall: row.overall ?? 0,
    round: row.round,
    pickInRound: 0,
    pickId: row.id,
    originalTeam: {
      id: row.original_team_id,
      name: row.original_name,
      abbreviation: row.original_abbreviation,
    },
    ownerTeam: { id: row.owner_team_id, name: row.owner_name, abbreviation: row.owner_abbreviation },
    player:
      row.player_id === null
        ? null
        : {
            id: row.player_id,
            name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
            position: row.position as Position,
            country: row.country ?? '',
          },
    source: row.source,
    madeAt: row.made_at,
  };
}

export interface DraftViewer {
  teamId: number | null;
  isCommissioner: boolean;
}

/** The draft as GET /draft shows it to `viewer` at `now`. */
export async function presentDraft(
  db: Db,
  input: { league: LeagueRow; season: SeasonRow; draft: DraftRow; viewer: DraftViewer; now: Date },
): Promise<DraftResponse> {
  const { league, season, draft, viewer, now } = input;
  const settings = draftSettingsOf(league.draft_settings);
  const book = readBook(draft);
  const rows = await listSlots(db, league.id, draft.year);
  const order = rows.map(presentSlot);
  const firstOfRound = new Map<number, number>();
  for (const slot of order) if (!firstOfRound.has(slot.round)) firstOfRound.set(slot.round, slot.overall);
  for (const slot of order)
    slot.pickInRound = slot.overall - (firstOfRound.get(slot.round) ?? slot.overall) + 1;
  const onSlot = draft.on_clock === null ? undefined : order.find((s) => s.overall === draft.on_clock);
  const live = draft.status === 'running' || draft.status === 'paused';
  const onClock =
    live && onSlot
      ? {
          overall: onSlot.overall,
          team: onSlot.ownerTeam,
          startedAt: draft.clock_started_at ?? draft.started_at ?? draft.created_at,
          deadline: draft.status === 'running' ? draft.clock_deadline : null,
          secondsLeft:
            draft.status === 'paused'
              ? draft.paused_seconds_left
              : draft.clock_deadline === null
                ? null
                : secondsLeftAt(settings, draft.clock_deadline, now, league.time_zone),
          bankSecondsLeft:
            settings.clockMode === 'async' ? Math.round(bankOf(settings, book, onSlot.ownerTeam.id)) : null,
        }
      : null;
  return {
    seasonId: season.id,
    seasonName: season.name,
    year: draft.year,
    status: derivedStatus(draft, season, settings),
    settings,
    order,
    lottery: book.lottery,
    onClock,
    autoTeamIds: book.autoTeamIds,
    expiries: book.expiries,
    viewer: {
      ...viewer,
      canPick:
        draft.status === 'running' &&
        onClock !== null &&
        (viewer.isCommissioner || (viewer.teamId !== null && viewer.teamId === onClock.team.id)),
    },
    now: now.toISOString(),
  };
}
