import { contrastRatio, readableTextOn, stableHash } from './team-colors';

export const CREST_SHAPES = ['shield', 'roundel'] as const;
export const CREST_PATTERNS = ['plain', 'band', 'chevron', 'star', 'cap'] as const;
export type CrestShape = (typeof CREST_SHAPES)[number];
export type CrestPattern = (typeof CREST_PATTERNS)[number];
export type CrestScheme = 'light' | 'dark';

export interface CrestTeam {
  abbreviation: string;
  /** Primary (the field) and secondary (the ring and the pattern), as #rrggbb. */
  colors: readonly [string, string];
}

// The page behind a crest in each colour scheme (Mantine's body colours).
const PAGE_BACKGROUND: Record<CrestScheme, string> = { light: '#ffffff', dark: '#242424' };
// An outline in a neutral that stands 3:1 off that page, for crests whose ring would melt into it.
const OUTLINE: Record<CrestScheme, string> = { light: '#6b7280', dark: '#c1c7cf' };
const MIN_RING_CONTRAST = 1.6;
const FALLBACK_COLOR = '#495057';
const MAX_LETTERS = 4;

// Outer outline of each shape in a 100×100 box; the field is the same outline drawn smaller.
const OUTER: Record<CrestShape, string> = {
  shield: '<path d="M50 3L93 14V46C93 73 75 89 50 97C25 89 7 73 7 46V14Z"',
  roundel: '<circle cx="50" cy="50" r="47"',
};
const FIELD_SCALE = 0.84;

// Patterns in the secondary colour, clipped to the field; none crosses the lettering in the middle band.
const PATTERN: Record<CrestPattern, string> = {
  plain: '',
  band: '<rect x="0" y="67" width="100" height="9"/>',
  chevron: '<path d="M0 68L50 86L100 68V79L50 97L0 79Z"/>',
  star: '<path d="M50 10L52.7 17.3L60.5 17.6L54.4 22.4L56.5 29.9L50 25.6L43.5 29.9L45.6 22.4L39.5 17.6L47.3 17.3Z"/>',
  cap: '<rect x="0" y="0" width="100" height="28"/>',
};

/** Which shape and pattern a team's crest has: fixed by its abbreviation, so it never changes. */
export function crestDesign(abbreviation: string): { shape: CrestShape; pattern: CrestPattern } {
  const hash = stableHash(`crest:${abbreviation.trim().toUpperCase()}`);
  return {
    shape: CREST_SHAPES[hash % CREST_SHAPES.length] ?? 'shield',
    pattern: CREST_PATTERNS[(hash >>> 8) % CREST_PATTERNS.length] ?? 'plain',
  };
}

/**
 * A team's crest as an SVG document: its abbreviation on a shield or roundel in its colours, with a
 * pattern chosen by the abbreviation. In `scheme` a crest whose ring would vanish into the page gets a
 * neutral outline. Colours that are not #rrggbb are replaced and the lettering is escaped, so stored
 * data can never inject markup.
 */
export function crestSvg(team: CrestTeam, scheme: CrestScheme = 'light'): string {
  const primary = safeColor(team.colors[0]);
  const secondary = safeColor(team.colors[1]);
  const { shape, pattern } = crestDesign(team.abbreviation);
  const scale = `translate(50 50) scale(${FIELD_SCALE}) translate(-50 -50)`;
  const outlined = contrastRatio(secondary, PAGE_BACKGROUND[scheme]) < MIN_RING_CONTRAST;
  const outline = outlined
    ? `${OUTER[shape]} fill="none" stroke="${OUTLINE[scheme]}" stroke-width="3" stroke-linejoin="round"/>`
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<defs><clipPath id="field">${OUTER[shape]} transform="${scale}"/></clipPath></defs>`,
    `${OUTER[shape]} fill="${secondary}"/>`,
    `${OUTER[shape]} transform="${scale}" fill="${primary}"/>`,
    pattern === 'plain' ? '' : `<g clip-path="url(#field)" fill="${secondary}">${PATTERN[pattern]}</g>`,
    lettering(team.abbreviation, primary),
    outline,
    '</svg>',
  ].join('');
}

/** The crest as a `data:` URL for an <img>: no request, and an image cannot run script. */
export function crestDataUrl(team: CrestTeam, scheme: CrestScheme = 'light'): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(crestSvg(team, scheme))}`;
}

function lettering(abbreviation: string, field: string): string {
  const letters = Array.from(abbreviation.trim()).slice(0, MAX_LETTERS).join('') || '?';
  const count = Array.from(letters).length;
  const size = [0, 46, 38, 34, 27][count] ?? 27;
  // Three or four letters are stretched to one width, so every crest reads the same whatever the font.
  const fit = count >= 3 ? ` textLength="${count === 3 ? 62 : 66}" lengthAdjust="spacingAndGlyphs"` : '';
  const baseline = (50 + size * 0.36).toFixed(1);
  return (
    `<text x="50" y="${baseline}" text-anchor="middle"${fit} font-size="${size}" font-weight="800" ` +
    `font-family="'Arial Black','Helvetica Neue',Arial,'DejaVu Sans',sans-serif" ` +
    `fill="${readableTextOn(field)}" stroke="${field}" stroke-width="${(size * 0.16).toFixed(1)}" ` +
    `stroke-linejoin="round" paint-order="stroke fill">${escapeXml(letters)}</text>`
  );
}

function safeColor(value: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value : FALLBACK_COLOR;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}
