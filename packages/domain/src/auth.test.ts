import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import { HOCKEY_TEAMS } from './teams';

const valid = { email: 'Ann@Example.com', username: 'ann_gm', password: 'longenough' };

describe('registerRequestSchema', () => {
  it('accepts a valid payload and normalises the e-mail', () => {
    const parsed = registerRequestSchema.parse(valid);
    expect(parsed.email).toBe('ann@example.com');
    expect(parsed.gmName).toBeUndefined();
  });

  it('omits empty optional fields (SPEC §5)', () => {
    const parsed = registerRequestSchema.parse({ ...valid, gmName: '  ', favoriteTeam: '' });
    expect(parsed.gmName).toBeUndefined();
    expect(parsed.favoriteTeam).toBeUndefined();
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, 'email'],
    [{ ...valid, username: 'ab' }, 'username'],
    [{ ...valid, username: 'has space' }, 'username'],
    [{ ...valid, password: 'short' }, 'password'],
    [{ ...valid, favoriteTeam: 'Hartford Whalers' }, 'favoriteTeam'],
  ])('rejects %j at %s', (payload, field) => {
    const result = registerRequestSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts every one of the 32 teams', () => {
    expect(HOCKEY_TEAMS).toHaveLength(32);
    for (const team of HOCKEY_TEAMS) {
      expect(registerRequestSchema.safeParse({ ...valid, favoriteTeam: team.name }).success).toBe(true);
    }
  });
});

describe('HOCKEY_TEAMS (SPEC §3)', () => {
  it('runs from Anaheim to Winnipeg with unique abbreviations and a Utah and Seattle team', () => {
    expect(HOCKEY_TEAMS[0]?.abbreviation).toBe('ANA');
    expect(HOCKEY_TEAMS.at(-1)?.abbreviation).toBe('WPG');
    expect(new Set(HOCKEY_TEAMS.map((t) => t.abbreviation)).size).toBe(32);
    expect(HOCKEY_TEAMS.some((t) => t.city === 'Utah')).toBe(true);
    expect(HOCKEY_TEAMS.some((t) => t.city === 'Seattle')).toBe(true);
  });
});
