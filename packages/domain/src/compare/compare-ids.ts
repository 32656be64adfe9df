/** A comparison puts two to four players side by side (issue 34). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type CompareIdsReading = { ok: true; ids: number[] } | { ok: false; message: string };

/**
 * `?ids=1,2,3` read as the players to compare, in the order given: each a positive whole number, no
 * player twice, two to four of them. A refusal says what to change.
 */
export function readCompareIds(raw: string | undefined): CompareIdsReading {
  const parts = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const malformed = parts.find((part) => !/^[1-9]\d{0,9}$/.test(part));
  if (malformed !== undefined)
    return {
      ok: false,
      message: `"${malformed}" is not a player id: ids are whole numbers, like ?ids=12,40.`,
    };
  const ids = parts.map(Number);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined)
    return { ok: false, message: `Player ${repeated} is listed twice: compare each player once.` };
  if (ids.length < COMPARE_MIN)
    return {
      ok: false,
      message: `Choose at least ${COMPARE_MIN} players to compare (got ${ids.length}), like ?ids=12,40.`,
    };
  if (ids.length > COMPARE_MAX)
    return {
      ok: false,
      message: `Compare at most ${COMPARE_MAX} players at once (got ${ids.length}): remove one.`,
    };
  return { ok: true, ids };
}
