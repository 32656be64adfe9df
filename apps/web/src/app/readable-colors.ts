import { luminance, toRgba, type MantineColorsTuple } from '@mantine/core';

// WCAG AA for body text.
export const TEXT_CONTRAST = 4.5;

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` over `background` at `opacity`, as the eye sees it (Mantine's light variants are tints). */
export function over(color: string, opacity: number, background: string): string {
  const top = toRgba(color);
  const bottom = toRgba(background);
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return hex(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b));
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The shade of a palette that text of that hue should use in one scheme: the one nearest the middle of
 * the palette that reads at 4.5:1 on every background given, so the hue stays as vivid as it can.
 * Light palettes such as yellow have no shade dark enough; their darkest shade is then mixed toward
 * black (in light mode) or their lightest toward white (in dark mode) until it reads.
 */
export function readableShade(
  palette: MantineColorsTuple,
  scheme: 'light' | 'dark',
  backgrounds: string[],
): string {
  const reads = (shade: string) => backgrounds.every((bg) => contrast(shade, bg) >= TEXT_CONTRAST);
  const order = scheme === 'light' ? [6, 7, 8, 9] : [4, 3, 2, 1, 0];
  for (const index of order) {
    const shade = palette[index];
    if (shade && reads(shade)) return shade;
  }
  const edge = scheme === 'light' ? palette[9] : palette[0];
  const toward = scheme === 'light' ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step += 1) {
    const mixed = over(toward, step / 20, edge);
    if (reads(mixed)) return mixed;
  }
  return toward;
}
