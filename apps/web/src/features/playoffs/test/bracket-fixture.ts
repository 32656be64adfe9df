import type { LeagueDetail, PlayoffSeries, PlayoffsResponse } from '@rinkside/domain';

const CLUBS = [
  ['Boston', 'Bruins', 'BOS'],
  ['Toronto', 'Maple Leafs', 'TOR'],
  ['Florida', 'Panthers', 'FLA'],
  ['Tampa Bay', 'Lightning', 'TBL'],
  ['New York', 'Rangers', 'NYR'],
  ['Carolina', 'Hurricanes', 'CAR'],
  ['Washington', 'Capitals', 'WSH'],
  ['New Jersey', 'Devils', 'NJD'],
  ['Dallas', 'Stars', 'DAL'],
  ['Colorado', 'Avalanche', 'COL'],
  ['Winnipeg', 'Jets', 'WPG'],
  ['Vegas', 'Golden Knights', 'VGK'],
  ['Edmonton', 'Oilers', 'EDM'],
  ['Vancouver', 'Canucks', 'VAN'],
  ['Los Angeles', 'Kings', 'LAK'],
  ['Nashville', 'Predators', 'NSH'],
] as const;

/** Team ids 101–116: the first eight in the Eastern conference, the rest in the Western. */
export const teamId = (abbreviation: string): number =>
  101 + CLUBS.findIndex(([, , abbr]) => abbr === abbreviation);

export function playoffLeague(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  return {
    id: 3,
    name: 'Pond League',
    commissionerId: 7,
    mode: 'NHL',
    leagueType: 'professional',
    startYear: 2026,
    playerSetup: 'generated',
    seasonName: '2026-27',
    teams: CLUBS.map(([city, name, abbreviation], i) => ({
      id: 101 + i,
      name: `${city} ${name}`,
      city,
      abbreviation,
      colors: ['#1B3A6B', '#C8102E'] as [string, string],
      conference: i < 8 ? 'Eastern' : 'Western',
      division: i < 8 ? 'Atlantic' : 'Central',
      username: null,
      gm: null,
    })),
    myTeamId: null,
    isCommissioner: false,
    logoBaseUrl: null,
    playerCount: 0,
    closed: false,
    visibility: 'public',
    ...overrides,
  };
}

let nextGameId = 1000;
function series(
  id: string,
  conference: string | null,
  high: [string, number] | null,
  low: [string, number] | null,
  wins: [number, number],
  feeds: string | null,
): PlayoffSeries {
  const winner = wins[0] === 4 ? high : wins[1] === 4 ? low : null;
  return {
    id,
    round: Number(id.slice(1, id.indexOf('s'))),
    conference,
    length: 7,
    highSeed: high && { teamId: teamId(high[0]), seed: high[1] },
    lowSeed: low && { teamId: teamId(low[0]), seed: low[1] },
    wins,
    gameIds: Array.from({ length: high && low ? Math.max(wins[0] + wins[1], 4) : 0 }, () => nextGameId++),
    winnerTeamId: winner && teamId(winner[0]),
    feeds,
  };
}

/**
 * A 16-team NHL bracket in its second round: the first round decided, BOS leading TOR 3-2, the
 * Conference Finals and the Final still to be filled.
 */
export function bracket16(): PlayoffsResponse {
  nextGameId = 1000;
  const E = 'Eastern';
  const W = 'Western';
  return {
    seasonId: 1,
    status: 'in-progress',
    rounds: [
      {
        round: 1,
        name: 'First Round',
        series: [
          series('r1s1', E, ['BOS', 1], ['NJD', 8], [4, 1], 'r2s1'),
          series('r1s2', E, ['TBL', 4], ['NYR', 5], [2, 4], 'r2s1'),
          series('r1s3', E, ['TOR', 2], ['WSH', 7], [4, 3], 'r2s2'),
          series('r1s4', E, ['FLA', 3], ['CAR', 6], [4, 0], 'r2s2'),
          series('r1s5', W, ['DAL', 1], ['NSH', 8], [4, 2], 'r2s3'),
          series('r1s6', W, ['VGK', 4], ['EDM', 5], [3, 4], 'r2s3'),
          series('r1s7', W, ['COL', 2], ['LAK', 7], [4, 1], 'r2s4'),
          series('r1s8', W, ['WPG', 3], ['VAN', 6], [4, 2], 'r2s4'),
        ],
      },
      {
        round: 2,
        name: 'Second Round',
        series: [
          series('r2s1', E, ['BOS', 1], ['NYR', 5], [3, 2], 'r3s1'),
          series('r2s2', E, ['TOR', 2], ['FLA', 3], [1, 4], 'r3s1'),
          series('r2s3', W, ['DAL', 1], ['EDM', 5], [2, 2], 'r3s2'),
          series('r2s4', W, ['COL', 2], ['WPG', 3], [0, 0], 'r3s2'),
        ],
      },
      {
        round: 3,
        name: 'Conference Final',
        series: [
          series('r3s1', E, null, ['FLA', 3], [0, 0], 'r4s1'),
          series('r3s2', W, null, null, [0, 0], 'r4s1'),
        ],
      },
      { round: 4, name: 'Final', series: [series('r4s1', null, null, null, [0, 0], null)] },
    ],
    champion: null,
  };
}
