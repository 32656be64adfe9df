import type { SeasonType } from '@rinkside/domain';

/** `?seasonType=&seasonId=` for a season page's request; bare for the active season's regular season. */
export function seasonQuery(seasonType: SeasonType = 'regular', seasonId?: number): string {
  const params = new URLSearchParams();
  if (seasonType !== 'regular') params.set('seasonType', seasonType);
  if (seasonId !== undefined) params.set('seasonId', String(seasonId));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * What a season page's query key adds after its name: nothing for the active season's regular season (the
 * keys prefetches use), the season type and then the season id otherwise.
 */
export const seasonKey = (seasonType: SeasonType = 'regular', seasonId?: number): (string | number)[] => [
  ...(seasonType === 'regular' ? [] : [seasonType]),
  ...(seasonId === undefined ? [] : [seasonId]),
];
