import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, over, TEXT_CONTRAST } from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(merged);
const { gray, dark } = merged.colors;
const surfaces = { light: ['#ffffff', gray[0], gray[1]], dark: [dark[5], dark[6], dark[7], dark[8]] };

// SPEC §9 colours as the screens use them: rating bands, position colours, and the app's own hues.
const hues = ['green', 'blue', 'orange', 'red', 'yellow', 'violet', 'gray', 'ice', 'navy', 'goal'];

describe('theme text colours', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`every hue reads at 4.5:1 as text and on its own tinted badge in ${scheme} mode`, () => {
      for (const hue of hues) {
        const text = variables[scheme][`--mantine-color-${hue}-text`] ?? '';
        expect(text, hue).toMatch(/^#[0-9a-f]{6}$/);
        const palette = merged.colors[hue] ?? gray;
        const tints = surfaces[scheme].map((s) =>
          scheme === 'light' ? over(palette[7], 0.12, s) : over(palette[5], 0.2, s),
        );
        for (const background of [...surfaces[scheme], ...tints]) {
          expect(contrast(text, background), `${hue} on ${background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
        expect(variables[scheme][`--mantine-color-${hue}-light-color`]).toBe(text);
      }
    });

    it(`dimmed, placeholder and field error text read at 4.5:1 in ${scheme} mode`, () => {
      for (const name of [
        '--mantine-color-dimmed',
        '--mantine-color-placeholder',
        '--mantine-color-error',
      ] as const) {
        for (const background of surfaces[scheme]) {
          expect(contrast(variables[scheme][name] ?? '', background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
      }
    });
  }
});
