import { describe, expect, it } from 'vitest';
import { leagueMenuItems, menuModeForPath, modeTarget, teamMenuItems } from './league-menu';

describe('league side menu (SPEC §2 League layout)', () => {
  it.each([
    ['/league/3', 'league'],
    ['/league/3/home', 'league'],
    ['/league/3/teams', 'league'],
    ['/league/3/standings', 'league'],
    ['/league/3/player/9', 'league'],
    ['/league/3/commish', 'league'],
    ['/league/3/roster', 'team'],
    ['/league/3/lines', 'team'],
    ['/league/3/depth-chart', 'team'],
    ['/league/3/team/14', 'team'],
    ['/league/3/team/14/depth-chart', 'team'],
    ['/league/3/game', 'team'],
    ['/league/3/game/viewer', 'team'],
    ['/league/3/game/live', 'team'],
  ])('%s selects %s mode', (path, mode) => {
    expect(menuModeForPath(path)).toBe(mode);
  });

  it('shows Commissioner Tools to the commissioner only, and Team Home only with a known team', () => {
    expect(leagueMenuItems(3, false).map((i) => i.label)).toEqual([
      'Home',
      'News',
      'Board',
      'Schedule',
      'Teams',
      'Transactions',
      'Waivers',
      'Free Agents',
      'Trades',
      'Trading Block',
      'Draft',
      'Standings',
      'Stats',
      'Playoffs',
      'Awards',
      'History',
      'Records',
      'Hall of Fame',
      'League Log',
    ]);
    expect(leagueMenuItems(3, true).at(-1)).toEqual({ label: 'Commissioner Tools', to: '/league/3/commish' });
    expect(teamMenuItems(3, null).map((i) => i.label)).toEqual([
      'Edit Roster',
      'Edit Lines',
      'Depth Chart',
      'Game Center',
    ]);
    expect(teamMenuItems(3, 14)[0]).toMatchObject({ label: 'Home', to: '/league/3/team/14' });
    expect(teamMenuItems(3, 14)[2]).toEqual({ label: 'Cap Sheet', to: '/league/3/team/14/cap' });
    expect(teamMenuItems(3, 14)[3]).toEqual({
      label: 'Re-sign Players',
      to: '/league/3/team/14/re-signing',
    });
  });

  it('switching goes to league home, or team home else the roster', () => {
    expect(modeTarget('league', 3, 14)).toBe('/league/3');
    expect(modeTarget('team', 3, 14)).toBe('/league/3/team/14');
    expect(modeTarget('team', 3, null)).toBe('/league/3/roster');
  });
});
