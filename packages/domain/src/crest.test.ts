import { describe, expect, it } from 'vitest';
import { crestDataUrl, crestDesign, crestSvg, escapeXml } from './crest';
import { HOCKEY_TEAMS } from './teams';

const team = (abbreviation: string, colors: readonly [string, string] = ['#0b3d91', '#f2a900']) => ({
  abbreviation,
  colors,
});

/** The colours an SVG paints with, lower-cased. */
const paints = (svg: string) =>
  new Set([...svg.matchAll(/(?:fill|stroke)="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]?.toLowerCase()));

describe('team crest', () => {
  it("is a self-contained SVG that paints with the team's two colours and shows its abbreviation", () => {
    const svg = crestSvg(team('HAL'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100">/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(paints(svg)).toContain('#0b3d91');
    expect(paints(svg)).toContain('#f2a900');
    expect(svg).toMatch(/>HAL<\/text>/);
    // No href, no external reference: nothing for a browser to fetch.
    expect(svg).not.toMatch(/href|url\((?!#)/);
  });

  it('letters the field in whichever of white or black reads on it', () => {
    expect(crestSvg(team('TOR', ['#00205b', '#ffffff']))).toMatch(/fill="#ffffff"[^>]*>TOR</);
    expect(crestSvg(team('BOS', ['#ffb81c', '#111111']))).toMatch(/fill="#111111"[^>]*>BOS</);
  });

  it('escapes the lettering, so a stored abbreviation cannot add markup', () => {
    const svg = crestSvg(team('<a&'));
    expect(svg).toContain('>&lt;a&amp;</text>');
    expect(svg).not.toContain('<a&');
    expect(escapeXml(`"'<>&`)).toBe('&quot;&apos;&lt;&gt;&amp;');
  });

  it('replaces a colour that is not #rrggbb rather than writing it into an attribute', () => {
    const svg = crestSvg(team('BAD', ['red" onload="alert(1)', 'url(https://example.com/x)']));
    expect(svg).not.toMatch(/onload|example\.com|"red"/);
    expect(paints(svg)).toEqual(new Set(['#495057', '#ffffff']));
  });

  it('outlines a crest whose ring would vanish into the page, in light and in dark mode', () => {
    const outline = /fill="none" stroke="#[0-9a-f]{6}"/;
    // A white ring on a white page, a navy ring on the dark page: outlined.
    expect(crestSvg(team('DET', ['#ce1126', '#ffffff']), 'light')).toMatch(outline);
    expect(crestSvg(team('WSH', ['#c8102e', '#041e42']), 'dark')).toMatch(outline);
    // A gold ring stands out on both: none.
    expect(crestSvg(team('PIT', ['#111111', '#fcb514']), 'light')).not.toMatch(outline);
    expect(crestSvg(team('PIT', ['#111111', '#fcb514']), 'dark')).not.toMatch(outline);
  });

  it('keeps one design per abbreviation, whatever its case', () => {
    expect(crestDesign('hal')).toEqual(crestDesign('HAL'));
    expect(crestSvg(team('HAL'))).toBe(crestSvg(team('HAL')));
  });

  it('tells apart the 32 NHL-mode teams, even those that wear near the same colours', () => {
    const svgs = HOCKEY_TEAMS.map((t) => crestSvg(t));
    expect(new Set(svgs).size).toBe(32);
    // Red and black (CAR, CHI, NJD), navy and gold (BUF, STL), navy and white (TBL, TOR), …: where the
    // colours are close, shape or pattern must differ.
    const near = (a: string, b: string) => colourDistance(a, b) < 60;
    for (const [i, a] of HOCKEY_TEAMS.entries()) {
      for (const b of HOCKEY_TEAMS.slice(i + 1)) {
        if (!near(a.colors[0], b.colors[0]) || !near(a.colors[1], b.colors[1])) continue;
        expect(crestDesign(a.abbreviation), `${a.abbreviation} and ${b.abbreviation}`).not.toEqual(
          crestDesign(b.abbreviation),
        );
      }
    }
  });

  it('varies in shape and pattern across the league', () => {
    const designs = HOCKEY_TEAMS.map((t) => crestDesign(t.abbreviation));
    expect(new Set(designs.map((d) => d.shape)).size).toBe(2);
    expect(new Set(designs.map((d) => d.pattern)).size).toBe(5);
  });

  it('goes into an <img> as a data: URL', () => {
    const url = crestDataUrl(team('HAL'), 'dark');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(crestSvg(team('HAL'), 'dark'));
  });
});

function colourDistance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - (y[i] ?? 0)));
}
