import { z } from 'zod';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const hexColorSchema = (label: string) =>
  z.string().regex(HEX_COLOR, `${label} must be a colour written as #rrggbb, e.g. #0b3d91`);

/** A team's two colours as a person picks them for a custom team. */
export const teamColorsSchema = z.object({
  primary: hexColorSchema('Primary colour'),
  secondary: hexColorSchema('Secondary colour'),
});
export type TeamColors = z.infer<typeof teamColorsSchema>;

// WCAG 1.4.11 asks 3:1 of graphics: the crest's ring and stripes must stand out from its field.
export const MIN_TEAM_COLOR_CONTRAST = 3;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb | undefined {
  if (!HEX_COLOR.test(hex)) return undefined;
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white); anything else counts as black. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = (rgbOf(hex) ?? [0, 0, 0]).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): '#ffffff' | '#111111' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/** FNV-1a: a small stable hash, the same in the browser and in Node. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3's finaliser: short names that differ in one letter still land far apart in every bit.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

// Colours clubs actually wear: deep primaries that carry white lettering (4.5:1 or more), and bright or
// metallic secondaries. A generated pair is one of each, so defaults look like hockey, not like noise.
const PRIMARIES = [
  '#0b2545',
  '#13315c',
  '#1e3a8a',
  '#1d4ed8',
  '#0c4a6e',
  '#0f766e',
  '#14532d',
  '#166534',
  '#7f1d1d',
  '#991b1b',
  '#b91c1c',
  '#9f1239',
  '#581c87',
  '#4c1d95',
  '#3f3f46',
  '#111827',
  '#7c2d12',
  '#9a3412',
  '#1f2937',
  '#134e4a',
] as const;
const SECONDARIES = [
  '#f2b705',
  '#f8fafc',
  '#b8c2cc',
  '#7dd3fc',
  '#fb923c',
  '#f87171',
  '#fcd34d',
  '#5eead4',
  '#c4b5fd',
  '#d4a72c',
  '#93c5fd',
  '#f5e6c8',
] as const;
// Every pair that stands apart enough to draw a crest with.
const PAIRS: readonly TeamColors[] = PRIMARIES.flatMap((primary) =>
  SECONDARIES.filter((secondary) => contrastRatio(primary, secondary) >= MIN_TEAM_COLOR_CONTRAST).map(
    (secondary) => ({ primary, secondary }),
  ),
);

/**
 * The default colours of a team with none chosen: a deep primary and a bright secondary, both decided by
 * the name alone, with at least MIN_TEAM_COLOR_CONTRAST between them. Colours `taken` by the league's
 * other teams are passed over: a fresh primary while there is one, else at least a pair of its own.
 */
export function defaultTeamColors(name: string, taken: readonly TeamColors[] = []): TeamColors {
  const key = name.trim().toLowerCase();
  const ranked = PAIRS.map((pair) => ({ pair, rank: stableHash(`${key}|${pair.primary}|${pair.secondary}`) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ pair }) => pair);
  const freshPrimary = ranked.find((pair) => !taken.some((t) => t.primary === pair.primary));
  const freshPair = ranked.find(
    (pair) => !taken.some((t) => t.primary === pair.primary && t.secondary === pair.secondary),
  );
  return freshPrimary ?? freshPair ?? ranked[0] ?? { primary: '#0b2545', secondary: '#f8fafc' };
}
