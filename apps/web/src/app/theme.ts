import {
  createTheme,
  DEFAULT_THEME,
  type TableScrollContainerProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { over, readableShade } from './readable-colors';

// Rinkside's one theme: ice blue for actions, navy for the boards and night games, goal-light red for alerts.
const ice: MantineColorsTuple = [
  '#e6f5ff',
  '#cfe7fb',
  '#a0ccf2',
  '#6daeea',
  '#4495e3',
  '#2a86df',
  '#1a7ede',
  '#0a6bc5',
  '#005fb1',
  '#00529d',
];

const navy: MantineColorsTuple = [
  '#ecf1fa',
  '#d6deee',
  '#a9bbde',
  '#7995cd',
  '#5176bf',
  '#3862b7',
  '#2a58b4',
  '#1d489f',
  '#13408f',
  '#0b2a5e',
];

const goal: MantineColorsTuple = [
  '#ffe9ea',
  '#ffd1d3',
  '#f9a1a4',
  '#f46e73',
  '#ef4349',
  '#ed282f',
  '#ec1821',
  '#d30a15',
  '#bc0011',
  '#a5000c',
];

// Dark mode is a rink at night: navy-tinted surfaces instead of Mantine's neutral greys.
const dark: MantineColorsTuple = [
  '#c9d4e5',
  '#a7b4ca',
  '#7f8ca5',
  '#5c6a84',
  '#3c4a63',
  '#2a364c',
  '#1e293d',
  '#141d2e',
  '#0f1726',
  '#0a101c',
];

const systemFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  colors: { ice, navy, goal, dark },
  primaryColor: 'ice',
  // Shade 7 keeps white button text readable on ice blue and goal red (contrast above 4.5:1) in both schemes.
  primaryShade: { light: 7, dark: 7 },
  // Filled buttons and badges in light hues (green, yellow, orange) get black text instead of white. At a
  // luminance of 0.179 black and white read equally well (4.58:1), so either choice meets WCAG AA.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  fontFamily: systemFont,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: systemFont,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  components: {
    // A dialog's close button is an icon: name it for screen readers, on every modal.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A table wider than the screen (a box score on a phone) scrolls sideways; keyboard users reach the
    // scroll area with Tab and scroll it with the arrow keys.
    // Plain props, not TableScrollContainer.extend(): importing the component would put Table and ScrollArea
    // in the first download of every page (docs/decisions/014).
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
  other: { brandGradient: 'linear-gradient(135deg, #0b2a5e 0%, #13408f 55%, #0a6bc5 100%)' },
});

const gray = DEFAULT_THEME.colors.gray;
const allColors = { ...DEFAULT_THEME.colors, ice, navy, goal, dark };

/**
 * SPEC §9's hues (rating bands, position colours) are Mantine colour names used as text, light badges and
 * outlines; Mantine draws them from fixed shades that fall under 4.5:1 (green, yellow and orange on white,
 * blue and red on navy). Each colour's text shade is instead the most vivid one that reads on the
 * surfaces text sits on in that scheme: page, card, striped and hovered rows, and its own tinted badge.
 */
function textShades(scheme: 'light' | 'dark'): Record<string, string> {
  const surfaces = scheme === 'light' ? ['#ffffff', gray[0], gray[1]] : [dark[5], dark[6], dark[7], dark[8]];
  const variables: Record<string, string> = {};
  for (const [name, palette] of Object.entries(allColors)) {
    const tint = surfaces.map((s) =>
      scheme === 'light' ? over(palette[7], 0.12, s) : over(palette[5], 0.2, s),
    );
    const text = readableShade(palette, scheme, [...surfaces, ...tint]);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
  }
  return variables;
}

// Mantine's default dimmed and placeholder greys are under 4.5:1 on white and on navy; these shades keep
// secondary text and the hint in an empty field readable. A field's error message and the text of a field
// in error take the readable red too (Mantine's red 6 reads at 3.3:1 on white).
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const lightShades = textShades('light');
  const darkShades = textShades('dark');
  return {
    variables: {},
    light: {
      ...lightShades,
      '--mantine-color-dimmed': t.colors.gray[7],
      '--mantine-color-placeholder': t.colors.gray[7],
      '--mantine-color-error': lightShades['--mantine-color-red-text'] ?? t.colors.red[8],
    },
    dark: {
      ...darkShades,
      '--mantine-color-dimmed': t.colors.dark[1],
      '--mantine-color-placeholder': t.colors.dark[1],
      '--mantine-color-error': darkShades['--mantine-color-red-text'] ?? t.colors.red[4],
    },
  };
};
