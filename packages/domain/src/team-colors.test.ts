import { describe, expect, it } from 'vitest';
import { customClubs } from './custom-teams';
import {
  contrastRatio,
  defaultTeamColors,
  MIN_TEAM_COLOR_CONTRAST,
  readableTextOn,
  teamColorsSchema,
} from './team-colors';

describe('contrast', () => {
  it('measures the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b3d91', '#0b3d91')).toBe(1);
    // #767676 is the classic lightest grey that still passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
  });

  it('letters a dark field in white and a light one in black', () => {
    expect(readableTextOn('#041e42')).toBe('#ffffff');
    expect(readableTextOn('#ffb81c')).toBe('#111111');
  });
});

describe('default team colours', () => {
  const names = [
    ...customClubs(32).map((c) => c.name),
    ...Array.from({ length: 300 }, (_, i) => `Team ${i}`),
    'Yellowknife Yaks',
    '',
  ];

  it('always keep the two colours 3:1 apart, so ring, stripes and field read', () => {
    for (const name of names) {
      const { primary, secondary } = defaultTeamColors(name);
      expect(contrastRatio(primary, secondary), name).toBeGreaterThanOrEqual(MIN_TEAM_COLOR_CONTRAST);
      expect(teamColorsSchema.safeParse({ primary, secondary }).success).toBe(true);
    }
  });

  it('give the field a primary white lettering reads on (4.5:1)', () => {
    for (const name of names)
      expect(contrastRatio(defaultTeamColors(name).primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('depend on the name alone, ignoring case and spaces around it', () => {
    expect(defaultTeamColors('Halifax Harbourmen')).toEqual(defaultTeamColors('  halifax harbourmen '));
    const distinct = new Set(names.map((n) => JSON.stringify(defaultTeamColors(n))));
    expect(distinct.size).toBeGreaterThan(60);
  });

  it("pass over the colours the league's other teams wear", () => {
    const first = defaultTeamColors('Oslo Fjords');
    expect(defaultTeamColors('Oslo Fjords', [first]).primary).not.toBe(first.primary);
  });

  it('give the 32 custom clubs 32 different pairs, no primary twice among the first 20', () => {
    const clubs = customClubs(32);
    expect(new Set(clubs.map((c) => `${c.defaultColors.primary}/${c.defaultColors.secondary}`)).size).toBe(
      32,
    );
    expect(new Set(clubs.slice(0, 20).map((c) => c.defaultColors.primary)).size).toBe(20);
  });
});

describe('team colours a person picks', () => {
  it('are #rrggbb, and anything else is refused with the field named', () => {
    expect(teamColorsSchema.safeParse({ primary: '#0B3D91', secondary: '#f2a900' }).success).toBe(true);
    for (const bad of ['red', '#fff', '0b3d91', '#0b3d9', '#0b3d91ff', 'url(x)', '']) {
      const result = teamColorsSchema.safeParse({ primary: bad, secondary: '#f2a900' });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Primary colour must be a colour written as #rrggbb/);
    }
  });
});
