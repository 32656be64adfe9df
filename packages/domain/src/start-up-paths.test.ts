import { describe, expect, it } from 'vitest';
import { isLeagueHomePath, leagueStartUpPaths, signedInStartUpPaths } from './start-up-paths';

describe('leagueStartUpPaths', () => {
  it("asks for the league home's league, its four small lists and its clock", () => {
    const home = [
      '/league/7',
      '/league/7/schedule/progress',
      '/league/7/feed',
      '/league/7/standings',
      '/league/7/stats/leaders',
      '/league/7/clock',
    ];
    expect(leagueStartUpPaths('/league/7')).toEqual(home);
    expect(leagueStartUpPaths('/league/7/')).toEqual(home);
    expect(leagueStartUpPaths('/league/7/home')).toEqual(home);
  });

  it('asks for only the league on its other pages', () => {
    expect(leagueStartUpPaths('/league/7/stats')).toEqual(['/league/7']);
    expect(leagueStartUpPaths('/league/7/team/3/lines')).toEqual(['/league/7']);
  });

  it('asks for nothing outside a league or for an id that is not one', () => {
    expect(leagueStartUpPaths('/')).toEqual([]);
    expect(leagueStartUpPaths('/dashboard')).toEqual([]);
    expect(leagueStartUpPaths('/league/0')).toEqual([]);
    expect(leagueStartUpPaths('/league/abc')).toEqual([]);
    expect(leagueStartUpPaths('/league/7/team/3/9/apply')).toEqual(['/league/7']);
  });
});

describe('isLeagueHomePath', () => {
  it("knows a league's home by its index and /home, and nothing else", () => {
    expect(['/league/7', '/league/7/', '/league/7/home'].map(isLeagueHomePath)).toEqual([true, true, true]);
    expect(['/league/7/stats', '/league/0x', '/dashboard', '/'].map(isLeagueHomePath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('signedInStartUpPaths', () => {
  it("asks a signed-in GM's first load for the check and the user before the league's answers", () => {
    expect(signedInStartUpPaths('/league/7/stats')).toEqual([
      '/auth/check-session',
      '/db/users/get',
      '/league/7',
    ]);
    expect(signedInStartUpPaths('/dashboard')).toEqual(['/auth/check-session', '/db/users/get']);
  });
});
