/**
 * The pick made for a team whose clock ran out or who is drafted automatically (docs/decisions/049): the
 * first prospect of its queue still available, else the scouts' best available (lowest rank; ties: lower
 * id); null when the class is empty.
 */
export function autoPickChoice(
  available: readonly { id: number; rank: number }[],
  queue: readonly number[],
): { playerId: number; source: 'queue' | 'best_available' } | null {
  const availableIds = new Set(available.map((prospect) => prospect.id));
  const queued = queue.find((playerId) => availableIds.has(playerId));
  if (queued !== undefined) return { playerId: queued, source: 'queue' };
  let best: { id: number; rank: number } | undefined;
  for (const prospect of available)
    if (
      best === undefined ||
      prospect.rank < best.rank ||
      (prospect.rank === best.rank && prospect.id < best.id)
    )
      best = prospect;
  return best === undefined ? null : { playerId: best.id, source: 'best_available' };
}
