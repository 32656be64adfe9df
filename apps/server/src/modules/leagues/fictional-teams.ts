import { customClubs, type TeamColors } from '@rinkside/domain';

export interface TeamTemplate {
  name: string;
  city: string;
  abbreviation: string;
  colors: readonly [string, string];
  conference: string | null;
  division: string | null;
}

/**
 * The first `count` invented clubs, split into two conferences when there are enough of them. The i-th
 * entry of `chosen` holds the colours the creator picked for the i-th club; the rest wear their defaults.
 */
export function fictionalTeams(count: number, chosen: readonly TeamColors[] = []): TeamTemplate[] {
  return customClubs(count).map(({ name, city, abbreviation, defaultColors }, i) => {
    const colors = chosen[i] ?? defaultColors;
    return {
      name,
      city,
      abbreviation,
      colors: [colors.primary, colors.secondary],
      conference: count >= 8 ? (i % 2 === 0 ? 'North' : 'South') : null,
      division: null,
    };
  });
}
