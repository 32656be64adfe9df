import type { Handedness, Position } from '../player';
import type { ZengmPlayer, ZengmRatingsRow, ZengmTeam } from './zengm-file-schema';

// ZenGM plays C, W, D and G; Rinkside's rosters have C, LW, RW, D and G, with a shot side
// (docs/decisions/083). ZenGM records no handedness, so sides are dealt, never drawn: the same file
// gives the same league every time.

export interface ImportedPosition {
  position: Position;
  handedness: Handedness;
  naturalPosition: string;
}

/** A player's latest ratings row: ZenGM reads the last (there can be two for one season). */
export const currentRatings = (player: ZengmPlayer): ZengmRatingsRow =>
  player.ratings[player.ratings.length - 1] as ZengmRatingsRow;

// About three skaters in five shoot left in the NHL; a centre's side follows his id so it is stable.
const centreShot = (pid: number): Handedness => (pid % 5 < 3 ? 'L' : 'R');
const goalieCatch = (pid: number): Handedness => (pid % 5 === 0 ? 'R' : 'L');

/** Close enough at another position (ZenGM's ovrs) to be listed there too. */
const SECOND_POSITION_GAP = 2;

function positionOf(player: ZengmPlayer, side: Handedness): ImportedPosition {
  const row = currentRatings(player);
  const near = (pos: 'C' | 'W') => (row.ovrs?.[pos] ?? -Infinity) >= row.ovr - SECOND_POSITION_GAP;
  const wing = side === 'L' ? 'LW' : 'RW';
  switch (row.pos) {
    case 'G':
      return { position: 'G', handedness: goalieCatch(player.pid), naturalPosition: 'G' };
    case 'D':
      return { position: 'D', handedness: side, naturalPosition: side === 'L' ? 'LD' : 'RD' };
    case 'C':
      return { position: 'C', handedness: side, naturalPosition: near('W') ? `C,${wing}` : 'C' };
    default:
      return { position: wing, handedness: side, naturalPosition: near('C') ? `${wing},C` : wing };
  }
}

/**
 * Every player's Rinkside position. Wingers and defencemen are dealt left and right alternately down
 * each team's depth chart (ZenGM's own order: its first line first), so each team gets as many left
 * wingers as right and its pairs a left and a right shot; players on no team are dealt in id order.
 * Centres shoot by id, three in five left; goalies catch left but one in five.
 */
export function assignPositions(
  players: readonly ZengmPlayer[],
  teams: readonly ZengmTeam[],
): Map<number, ImportedPosition> {
  const result = new Map<number, ImportedPosition>();
  const byPid = new Map(players.map((p) => [p.pid, p]));
  const deal = (group: readonly ZengmPlayer[]) => {
    let wingers = 0;
    let defence = 0;
    for (const player of group) {
      if (result.has(player.pid)) continue;
      const pos = currentRatings(player).pos;
      let side: Handedness = centreShot(player.pid);
      if (pos === 'W') side = wingers++ % 2 === 0 ? 'L' : 'R';
      if (pos === 'D') side = defence++ % 2 === 0 ? 'L' : 'R';
      result.set(player.pid, positionOf(player, side));
    }
  };
  for (const team of teams) {
    const roster = players
      .filter((p) => p.tid === team.tid)
      .sort((a, b) => currentRatings(b).ovr - currentRatings(a).ovr);
    // Each player once, in the depth chart's order; any it left out come after, best first.
    const inOrder = (depth: readonly number[] = []) => {
      const seen = new Set<number>();
      const listed = depth
        .map((pid) => byPid.get(pid))
        .filter((p): p is ZengmPlayer => p !== undefined && p.tid === team.tid);
      return [...listed, ...roster].filter((p) => !seen.has(p.pid) && !!seen.add(p.pid));
    };
    deal(inOrder(team.depth?.F).filter((p) => currentRatings(p).pos === 'W'));
    deal(inOrder(team.depth?.D).filter((p) => currentRatings(p).pos === 'D'));
    deal(roster);
  }
  deal([...players].sort((a, b) => a.pid - b.pid));
  return result;
}
