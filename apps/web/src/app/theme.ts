import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  // Shade 7 keeps white button text readable on ice blue (contrast above 4.5:1).
  primaryShade: { light: 7, dark: 6 },
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
  other: { brandGradient: 'linear-gradient(135deg, #0b2a5e 0%, #13408f 55%, #0a6bc5 100%)' },
});

// Mantine's default dimmed grey is under 4.5:1 on white; a shade darker keeps secondary text readable.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] },
});
