import { PLAYOFF_FORMATS, type PlayoffFormat, type PlayoffSettings } from './settings';

/** Where a team plays: the standings row's conference and division (null in a league without). */
export interface TeamAlignment {
  conference: string | null;
  division: string | null;
}

// NHL format: 16 teams from two conferences of two divisions, the top three of each division
// plus two wild cards per conference.
const NHL_PLAYOFF_TEAMS = 16;
const NHL_DIVISION_SPOTS = 3;

/** How many teams make the playoffs: the setting, or every team of a smaller league. */
export function playoffTeamCount(
  leagueTeamCount: number,
  settings: Pick<PlayoffSettings, 'teamCount'>,
): number {
  if (leagueTeamCount < 2) throw new RangeError('Playoffs need at least two teams');
  return Math.min(settings.teamCount, leagueTeamCount);
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** Two conferences, and every team in one of them. */
function conferencesOf(teams: readonly TeamAlignment[]): Map<string, TeamAlignment[]> | null {
  if (teams.some((t) => t.conference === null)) return null;
  const conferences = groupBy(teams, (t) => t.conference ?? '');
  return conferences.size === 2 ? conferences : null;
}

function fits(format: PlayoffFormat, teams: readonly TeamAlignment[], count: number): boolean {
  if (format === 'league-seeded') return true;
  const conferences = conferencesOf(teams);
  if (!conferences) return false;
  if (format === 'conference-seeded') {
    return count % 2 === 0 && [...conferences.values()].every((c) => c.length >= count / 2);
  }
  if (count !== NHL_PLAYOFF_TEAMS || teams.some((t) => t.division === null)) return false;
  const divisionConferences = groupBy(teams, (t) => t.division ?? '');
  // A division in two conferences would break the conference brackets.
  if ([...divisionConferences.values()].some((d) => new Set(d.map((t) => t.conference)).size > 1))
    return false;
  return [...conferences.values()].every((conference) => {
    const divisions = groupBy(conference, (t) => t.division ?? '');
    return (
      divisions.size === 2 &&
      [...divisions.values()].every((d) => d.length >= NHL_DIVISION_SPOTS) &&
      conference.length >= NHL_PLAYOFF_TEAMS / 2
    );
  });
}

/**
 * The format the playoffs are played in: the one the settings ask for (by default the NHL's) if
 * the league's alignment fits it, else the next that fits: NHL divisional, then seeded per
 * conference, then seeded league-wide, which always fits.
 */
export function playoffFormatFor(
  teams: readonly TeamAlignment[],
  settings: Pick<PlayoffSettings, 'teamCount' | 'format'>,
): PlayoffFormat {
  const count = playoffTeamCount(teams.length, settings);
  const wanted = PLAYOFF_FORMATS.indexOf(settings.format ?? 'nhl-divisional');
  return PLAYOFF_FORMATS.slice(wanted).find((f) => fits(f, teams, count)) ?? 'league-seeded';
}
