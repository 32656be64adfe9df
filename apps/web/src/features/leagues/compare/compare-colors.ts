/**
 * Each compared player's colour, in the order chosen: Mantine palette shades that read on light and dark
 * alike. A player's line also has its own dash, so the radar and the curve do not rest on colour alone.
 */
export const PLAYER_COLORS = ['blue', 'orange', 'teal', 'grape'] as const;
export const PLAYER_DASHES = ['', '6 3', '2 3', '8 3 2 3'] as const;

export const playerColor = (index: number): string =>
  `var(--mantine-color-${PLAYER_COLORS[index % PLAYER_COLORS.length] ?? 'blue'}-6)`;
export const playerDash = (index: number): string => PLAYER_DASHES[index % PLAYER_DASHES.length] ?? '';
