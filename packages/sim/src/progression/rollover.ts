import type { Player, PlayerId } from '@rinkside/domain';
import type { Rng } from '../rng';
import { progressPlayer, type PlayerProgression } from './progress-player';
import { retires } from './retirement';

export interface PlayersRollover {
  /** Everyone who plays on, a year older. */
  players: Player[];
  /** Those who retired this summer, as they were after it. */
  retired: Player[];
  /** Each player's summer, retired players included, keyed by id. */
  changes: Map<PlayerId, PlayerProgression>;
}

/**
 * A league's summer for its players: each one progresses, then decides whether to retire. Everyone on a
 * team counts as signed until contracts exist.
 */
export function rolloverPlayers(players: readonly Player[], rng: Rng): PlayersRollover {
  const result: PlayersRollover = { players: [], retired: [], changes: new Map() };
  for (const before of players) {
    const { player, change } = progressPlayer(before, rng);
    result.changes.set(player.id, change);
    const overallChange = change.overall.to - change.overall.from;
    if (retires(player, { signed: true, overallChange }, rng)) result.retired.push(player);
    else result.players.push(player);
  }
  return result;
}
