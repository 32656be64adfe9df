import type {
  DepthChartResponse,
  GoalieStats,
  LeagueDetail,
  SkaterStats,
  StandingRow,
  StoredPlayer,
  TeamDetail,
  TeamStats,
} from '@rinkside/domain';

// Test data for league screens, built from the domain types so it cannot drift from the API.

export const testLeague = (overrides: Partial<LeagueDetail> = {}): LeagueDetail => ({
  id: 3,
  name: 'Pond League',
  commissionerId: 1,
  mode: 'NHL',
  leagueType: 'professional',
  startYear: 2026,
  playerSetup: 'generated',
  seasonName: '2026-27',
  teams: [],
  myTeamId: 14,
  isCommissioner: false,
  logoBaseUrl: '/logos',
  playerCount: 0,
  closed: false,
  visibility: 'public',
  ...overrides,
});

export const testPlayer = (id: number, overrides: Partial<StoredPlayer> = {}): StoredPlayer => ({
  id,
  teamId: 14,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  position: 'C',
  naturalPosition: overrides.position ?? 'C',
  assignedPosition: null,
  jerseyNumber: (id % 98) + 1,
  age: 25,
  handedness: 'L',
  height: 73,
  weight: 195,
  country: 'CAN',
  overall: 75,
  status: 'active',
  contract: { capHit: 1_250_000, yearsLeft: 3 },
  ...overrides,
});

export const testTeam = (players: StoredPlayer[], overrides: Partial<TeamDetail> = {}): TeamDetail => ({
  id: 14,
  name: 'Boston Bruins',
  city: 'Boston',
  abbreviation: 'BOS',
  colors: ['#FFB81C', '#000000'],
  conference: 'Eastern',
  division: 'Atlantic',
  username: null,
  gm: null,
  players,
  league: { id: 3, name: 'Pond League' },
  rating: 75,
  championships: [],
  ...overrides,
});

/** A depth chart with each player in his own column, in the given order. */
export function testDepthChart(players: StoredPlayer[], editable = true): DepthChartResponse {
  const column = (position: string) =>
    players
      .filter((p) => (p.position === 'D' ? 'LD' : p.position) === position)
      .map((player, i) => ({ depthRank: i + 1, player }));
  return {
    teamId: 14,
    teamName: 'Boston Bruins',
    editable,
    depthChart: {
      LW: column('LW'),
      C: column('C'),
      RW: column('RW'),
      LD: column('LD'),
      RD: [],
      G: column('G'),
    },
    unassignedPlayers: [],
  };
}

export const testSkaterStats = (playerId: number, overrides: Partial<SkaterStats> = {}): SkaterStats => ({
  playerId,
  firstName: `First${playerId}`,
  lastName: `Last${playerId}`,
  jerseyNumber: 10,
  position: 'C',
  teamId: 14,
  teamName: 'Boston Bruins',
  gamesPlayed: 5,
  goals: 2,
  assists: 3,
  points: 5,
  shots: 12,
  hits: 4,
  pim: 2,
  plusMinus: 1,
  ppGoals: 1,
  icetime: 1145,
  icetimeFormatted: '19:05',
  giveaways: 1,
  takeaways: 2,
  shotBlocks: 3,
  faceoffsWon: 30,
  faceoffsTaken: 60,
  faceoffPercentage: 50,
  ...overrides,
});

export const testGoalieStats = (playerId: number, overrides: Partial<GoalieStats> = {}): GoalieStats => ({
  playerId,
  firstName: `Goalie${playerId}`,
  lastName: `Keeper${playerId}`,
  jerseyNumber: 30,
  teamId: 14,
  teamName: 'Boston Bruins',
  gamesPlayed: 4,
  wins: 3,
  losses: 1,
  otLosses: 0,
  goalsAgainstAverage: 2.456,
  gaa: 2.456,
  savePercentage: 0.9123,
  shutouts: 0,
  saves: 110,
  shotsAgainst: 120,
  goalsAgainst: 10,
  icetime: 14_400,
  ...overrides,
});

export const testStanding = (teamId: number, overrides: Partial<StandingRow> = {}): StandingRow => ({
  teamId,
  name: `Team ${teamId}`,
  abbreviation: `T${teamId}`,
  conference: null,
  division: null,
  gamesPlayed: 4,
  wins: 2,
  losses: 1,
  otLosses: 1,
  points: 5,
  goalsFor: 12,
  goalsAgainst: 10,
  regulationWins: 2,
  regulationOvertimeWins: 2,
  pointsPercentage: 0.625,
  goalDifferential: 2,
  pointsRank: teamId,
  ...overrides,
});

export const testTeamStats = (teamId: number, overrides: Partial<TeamStats> = {}): TeamStats => ({
  teamId,
  name: `Team ${teamId}`,
  abbreviation: `T${teamId}`,
  gamesPlayed: 4,
  wins: 2,
  losses: 1,
  otLosses: 1,
  points: 5,
  goalsFor: 12,
  goalsAgainst: 10,
  powerPlays: 10,
  powerPlayGoals: 2,
  penaltyKills: 8,
  penaltyKillGoalsAgainst: 2,
  shots: 120,
  shotsAgainst: 110,
  hits: 80,
  pim: 20,
  ...overrides,
});
