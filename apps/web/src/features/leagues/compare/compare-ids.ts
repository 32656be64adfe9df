import { COMPARE_MAX } from '@rinkside/domain';

/** The page's `?ids=` as the players chosen: positive whole numbers, each once, at most four. */
export function chosenIds(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
