import { positionSchema, primaryDepthPosition, type DepthChartIds } from '@rinkside/domain';

/** Where a player stands after a move, as the depth charts and saved lineups need to know it. */
export interface PlayerPlace {
  id: number;
  /** His team after the move; null for a free agent, a retired player or a draft prospect. */
  teamId: number | null;
  status: string;
  position: string;
  naturalPosition: string;
}

/** Only an active player can dress: one in the minors, on injured reserve or unsigned cannot. */
export function canDress(place: Pick<PlayerPlace, 'teamId' | 'status'>): boolean {
  return place.teamId !== null && place.status === 'active';
}

/**
 * Whether a move can change a depth chart, a saved lineup or the trading block: one that changes neither
 * team nor status cannot, nor one of a player who had no team (a drafted prospect, a free agent), whom no
 * team could list, to a place where he cannot dress.
 */
export function touchesRosterSheets(move: {
  from: { teamId?: number | null; status?: string };
  toTeamId?: number | null;
  status?: string;
}): boolean {
  if (move.toTeamId === undefined && move.status === undefined) return false;
  if (move.from.teamId !== null) return true;
  const teamAfter = move.toTeamId ?? null;
  return move.status === undefined
    ? teamAfter !== null
    : canDress({ teamId: teamAfter, status: move.status });
}

/**
 * A team's depth chart after moves: every moved player who is not an active player of this team leaves
 * it; one who is and is not listed yet goes to the foot of his position's column. Null when nothing
 * changes.
 */
export function chartAfterMoves(
  chart: DepthChartIds,
  teamId: number,
  moved: readonly PlayerPlace[],
): DepthChartIds | null {
  const leaving = new Set(moved.filter((p) => p.teamId !== teamId || !canDress(p)).map((p) => p.id));
  let changed = false;
  const next = Object.fromEntries(
    Object.entries(chart).map(([column, ids]) => {
      const kept = ids.filter((id) => !leaving.has(id));
      if (kept.length !== ids.length) changed = true;
      return [column, kept];
    }),
  ) as DepthChartIds;
  for (const player of moved) {
    if (player.teamId !== teamId || !canDress(player)) continue;
    if (Object.values(next).some((ids) => ids.includes(player.id))) continue;
    const position = positionSchema.safeParse(player.position);
    if (!position.success) continue;
    const column = primaryDepthPosition({ position: position.data, naturalPosition: player.naturalPosition });
    next[column] = [...next[column], player.id];
    changed = true;
  }
  return changed ? next : null;
}

/**
 * A team's saved lineup with every place of a moved player who cannot dress for it emptied (special
 * teams too). Null when nothing changes.
 */
export function lineupAfterMoves(
  lineup: Record<string, unknown>,
  teamId: number,
  moved: readonly PlayerPlace[],
): Record<string, unknown> | null {
  const gone = new Set(moved.filter((p) => p.teamId !== teamId || !canDress(p)).map((p) => p.id));
  const slots = Object.keys(lineup).filter((slot) => namesOneOf(lineup[slot], gone));
  if (slots.length === 0) return null;
  const next = { ...lineup };
  for (const slot of slots) next[slot] = null;
  return next;
}

/** Whether a lineup's place names one of the players (a place holds an id, or null when empty). */
function namesOneOf(value: unknown, ids: ReadonlySet<number>): boolean {
  if (typeof value === 'number') return ids.has(value);
  if (typeof value === 'string' && value !== '') return ids.has(Number(value));
  return false;
}

/**
 * Whether a stored sheet's text (a depth chart or a lineup, as JSON) may name one of the players: some
 * number in it, bare or quoted, is one of their ids. A sheet that names none of them is left as it is by
 * the moves, except a depth chart of a team one of them joined, so only these are read (a league's rollover
 * moves hundreds of players, each looking over every team's two sheets). Never false for a sheet that
 * names one; true for a number that only looks like an id is harmless: that sheet is read and found whole.
 */
export function mayNameAnyOf(text: string, ids: readonly number[]): boolean {
  for (const id of ids) {
    const needle = String(id);
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      if (!isDigitAt(text, at - 1) && !isDigitAt(text, at + needle.length)) return true;
    }
  }
  return false;
}

const isDigitAt = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
};
