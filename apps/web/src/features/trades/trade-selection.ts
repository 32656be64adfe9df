import { RETENTION_RULES, type TradeProposalRequest, type TradeSummary } from '@rinkside/domain';

/** What the builder has ticked for one team: the players and picks it gives, and salary it keeps. */
export interface SideSelection {
  playerIds: number[];
  pickIds: number[];
  /** Player id → percent of his cap hit the giving team retains (0: none). */
  retained: Record<number, number>;
}

export interface TradeSelection {
  mine: SideSelection;
  theirs: SideSelection;
  note: string;
}

export const emptySide = (): SideSelection => ({ playerIds: [], pickIds: [], retained: {} });
export const emptySelection = (): TradeSelection => ({ mine: emptySide(), theirs: emptySide(), note: '' });

/** Ticks or unticks a player or pick; an unticked player keeps no retained share. */
export function toggleAsset(side: SideSelection, kind: 'player' | 'pick', id: number): SideSelection {
  if (kind === 'pick') {
    const pickIds = side.pickIds.includes(id) ? side.pickIds.filter((p) => p !== id) : [...side.pickIds, id];
    return { ...side, pickIds };
  }
  if (!side.playerIds.includes(id)) return { ...side, playerIds: [...side.playerIds, id] };
  const retained = Object.fromEntries(
    Object.entries(side.retained).filter(([playerId]) => Number(playerId) !== id),
  );
  return { ...side, playerIds: side.playerIds.filter((p) => p !== id), retained };
}

/** Sets the retained share, kept a whole number between 0 and the CBA's 50%. */
export function setRetained(side: SideSelection, playerId: number, percent: number): SideSelection {
  const whole = Number.isFinite(percent) ? Math.round(percent) : 0;
  const clamped = Math.min(RETENTION_RULES.maxPercent, Math.max(0, whole));
  return { ...side, retained: { ...side.retained, [playerId]: clamped } };
}

export const selectionIsEmpty = (s: TradeSelection): boolean =>
  s.mine.playerIds.length + s.mine.pickIds.length + s.theirs.playerIds.length + s.theirs.pickIds.length === 0;

function givesOf(side: SideSelection) {
  return {
    playerIds: [...side.playerIds],
    pickIds: [...side.pickIds],
    retained: side.playerIds
      .map((playerId) => ({ playerId, percent: side.retained[playerId] ?? 0 }))
      .filter((r) => r.percent > 0),
  };
}

/** The request for POST …/trades, …/preview and …/counter: the viewer's team first. */
export function proposalOf({
  myTeamId,
  partnerId,
  selection,
}: {
  myTeamId: number;
  partnerId: number;
  selection: TradeSelection;
}): TradeProposalRequest {
  const note = selection.note.trim();
  return {
    teams: [
      { teamId: myTeamId, gives: givesOf(selection.mine) },
      { teamId: partnerId, gives: givesOf(selection.theirs) },
    ],
    ...(note ? { note } : {}),
  };
}

function sideSelectionOf(side: TradeSummary['sides'][number]): SideSelection {
  const retained: Record<number, number> = {};
  for (const p of side.gives.players) if (p.retainedPercent > 0) retained[p.id] = p.retainedPercent;
  return {
    playerIds: side.gives.players.map((p) => p.id),
    pickIds: side.gives.picks.map((p) => p.id),
    retained,
  };
}

/**
 * A counter-proposal's starting point: the trade as it stands, turned round so the countering team's side
 * is 'mine' (each side still gives what it gave). Null when that team is not in the trade.
 */
export function counterSelection(
  trade: Pick<TradeSummary, 'sides'>,
  counteringTeamId: number,
): { partnerId: number; selection: TradeSelection } | null {
  const mine = trade.sides.find((s) => s.team.id === counteringTeamId);
  const theirs = trade.sides.find((s) => s.team.id !== counteringTeamId);
  if (!mine || !theirs) return null;
  return {
    partnerId: theirs.team.id,
    selection: { mine: sideSelectionOf(mine), theirs: sideSelectionOf(theirs), note: '' },
  };
}

/**
 * A whole trade as a proposal states it (a finder's package, say) turned into the builder's selection, the
 * viewer's side as 'mine'. Null when his team is not one of the two.
 */
export function selectionOfTeams(
  teams: TradeProposalRequest['teams'],
  myTeamId: number,
): { partnerId: number; selection: TradeSelection } | null {
  const mine = teams.find((s) => s.teamId === myTeamId);
  const theirs = teams.find((s) => s.teamId !== myTeamId);
  if (!mine || !theirs || teams.length !== 2) return null;
  const sideOf = ({ gives }: TradeProposalRequest['teams'][number]): SideSelection => ({
    playerIds: [...gives.playerIds],
    pickIds: [...gives.pickIds],
    retained: Object.fromEntries(gives.retained.map((r) => [r.playerId, r.percent])),
  });
  return { partnerId: theirs.teamId, selection: { mine: sideOf(mine), theirs: sideOf(theirs), note: '' } };
}

/** The same trade gives the same key, whatever order its ids were ticked in. */
export function tradeKey(teams: TradeProposalRequest['teams']): string {
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  return JSON.stringify(
    [...teams]
      .sort((a, b) => a.teamId - b.teamId)
      .map(({ teamId, gives }) => [
        teamId,
        sorted(gives.playerIds),
        sorted(gives.pickIds),
        [...gives.retained].sort((a, b) => a.playerId - b.playerId).map((r) => [r.playerId, r.percent]),
      ]),
  );
}
