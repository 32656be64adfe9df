// SPEC §2 League layout: the side menu's two modes and the path rules that pick one.

export type LeagueMenuMode = 'league' | 'team';

export interface LeagueMenuItem {
  label: string;
  to: string;
  /** Active only on this exact path (home pages), not on its children. */
  end?: boolean;
}

const TEAM_PATH = /\/(roster|lines|depth-chart)(\/|$)|\/team\/\d+(\/|$)|\/game(\/(viewer|live))?\/?$/;

/** Team mode when the path contains roster, lines, depth-chart, team/{number}, or game (viewer or live). */
export function menuModeForPath(pathname: string): LeagueMenuMode {
  return TEAM_PATH.test(pathname) ? 'team' : 'league';
}

/** The live game route hides the side menu. */
export const isLiveGamePath = (pathname: string): boolean => /\/game\/live\/?$/.test(pathname);

export function leagueMenuItems(leagueId: number, isCommissioner: boolean): LeagueMenuItem[] {
  const base = `/league/${leagueId}`;
  return [
    { label: 'Home', to: base, end: true },
    { label: 'News', to: `${base}/news` },
    { label: 'Board', to: `${base}/board` },
    { label: 'Schedule', to: `${base}/schedule` },
    { label: 'Teams', to: `${base}/teams` },
    { label: 'Transactions', to: `${base}/transactions` },
    { label: 'Waivers', to: `${base}/waivers` },
    { label: 'Free Agents', to: `${base}/free-agents` },
    { label: 'Trades', to: `${base}/trades` },
    { label: 'Trading Block', to: `${base}/trading-block` },
    { label: 'Draft', to: `${base}/draft` },
    { label: 'Standings', to: `${base}/standings` },
    { label: 'Stats', to: `${base}/stats` },
    { label: 'Playoffs', to: `${base}/playoffs` },
    { label: 'Awards', to: `${base}/awards` },
    { label: 'History', to: `${base}/history` },
    { label: 'Records', to: `${base}/records` },
    { label: 'Hall of Fame', to: `${base}/hall-of-fame` },
    { label: 'League Log', to: `${base}/log` },
    ...(isCommissioner ? [{ label: 'Commissioner Tools', to: `${base}/commish` }] : []),
  ];
}

export function teamMenuItems(leagueId: number, myTeamId: number | null): LeagueMenuItem[] {
  const base = `/league/${leagueId}`;
  return [
    ...(myTeamId !== null ? [{ label: 'Home', to: `${base}/team/${myTeamId}`, end: true }] : []),
    { label: 'Edit Roster', to: `${base}/roster` },
    ...(myTeamId !== null
      ? [
          { label: 'Cap Sheet', to: `${base}/team/${myTeamId}/cap` },
          { label: 'Re-sign Players', to: `${base}/team/${myTeamId}/re-signing` },
        ]
      : []),
    { label: 'Edit Lines', to: `${base}/lines` },
    { label: 'Depth Chart', to: `${base}/depth-chart` },
    { label: 'Game Center', to: `${base}/game` },
  ];
}

/** Where the toggle goes: League → league home; Team → the team's home, else the roster page. */
export function modeTarget(mode: LeagueMenuMode, leagueId: number, myTeamId: number | null): string {
  const base = `/league/${leagueId}`;
  if (mode === 'league') return base;
  return myTeamId !== null ? `${base}/team/${myTeamId}` : `${base}/roster`;
}

export function isItemActive(item: LeagueMenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '');
  if (item.end) return path === item.to || (item.label === 'Home' && path === `${item.to}/home`);
  return path === item.to || path.startsWith(`${item.to}/`);
}
