import {
  type DecidedIn,
  type GameEvent,
  type GameDetail,
  type GameListItem,
  type GoalieGameStats,
  type SimulationData,
  type SkaterGameStats,
  scoreText,
} from '@rinkside/domain';
import { goal, lineChange, penalty, penaltyExpired, periodEnd, shot } from './game-events';

const skater = (
  id: number,
  firstName: string,
  lastName: string,
  position: SkaterGameStats['position'],
): SkaterGameStats => ({
  playerId: id,
  firstName,
  lastName,
  jerseyNumber: id,
  position,
  goals: 0,
  assists: 0,
  points: 0,
  shots: 2,
  hits: 1,
  pim: 0,
  plusMinus: 0,
  ppGoals: 0,
  icetime: 1145,
  giveaways: 0,
  takeaways: 1,
  shotBlocks: 0,
  faceoffsWon: 6,
  faceoffsTaken: 10,
});

const goalie = (id: number, lastName: string, saves: number, against: number): GoalieGameStats => ({
  playerId: id,
  firstName: 'Sam',
  lastName,
  jerseyNumber: id,
  shotsAgainst: saves + against,
  saves,
  goalsAgainst: against,
  icetime: 3600,
  decision: against < 2 ? 'W' : 'L',
  shutout: false,
  savePercentage: saves / (saves + against),
  gaa: against,
});

const teamStats = (goals: number[], shots: number, powerPlays: number, ppGoals: number) => ({
  goals: goals.reduce((a, b) => a + b, 0),
  shots,
  hits: 0,
  powerPlays,
  ppGoals,
  ppPercentage: powerPlays ? (ppGoals / powerPlays) * 100 : 0,
  pim: 2,
  blocks: 3,
  missedShots: 4,
  giveaways: 5,
  takeaways: 6,
  faceoffsWon: 10,
  goalsByPeriod: goals,
  shotsByPeriod: [shots, 0, 0],
});

/** A short game: Toronto (home) beats Montreal 2-1, with a power-play goal. */
export function sampleGame(): SimulationData {
  const scorer = { ...skater(91, 'John', 'Tavares', 'C'), goals: 2, points: 2, ppGoals: 1 };
  const events = [
    lineChange('home', ['91', '30']),
    lineChange('away', ['14', '31']),
    shot('home'),
    penalty('away', '14'),
    { ...goal('home', 1, 0, '14'), scorer: 91 },
    periodEnd(1),
    { ...goal('away', 1, 1, null), scorer: 14, period: 2, time: '05:00 of P2' },
    { ...penalty('home', '91'), period: 2, time: '08:00 of P2' },
    { ...penaltyExpired('home', '91'), period: 2, time: '10:00 of P2' },
    periodEnd(2),
    { ...goal('home', 2, 1, null), scorer: 91, assists: [30], period: 3, time: '10:00 of P3' },
    periodEnd(3),
  ];
  return {
    events,
    finalScore: 'Toronto 2 - Montreal 1',
    date: '2026-10-07',
    homeScore: 2,
    awayScore: 1,
    decidedIn: 'REG',
    statistics: { teamA: teamStats([1, 0, 1], 3, 1, 1), teamB: teamStats([0, 1, 0], 0, 1, 0) },
    playerStats: {
      teamA: { 91: scorer },
      teamB: { 14: { ...skater(14, 'Nick', 'Suzuki', 'RD'), goals: 1, points: 1 } },
    },
    goalieStats: {
      teamA: { 30: goalie(30, 'Woll', 30, 1) },
      teamB: { 31: goalie(31, 'Montembeault', 25, 2) },
    },
    threeStars: [
      {
        playerId: 91,
        team: 'home',
        firstName: 'John',
        lastName: 'Tavares',
        number: 91,
        position: 'C',
        type: 'skater',
        goals: 2,
        assists: 0,
        gaa: null,
        savePercentage: null,
      },
      {
        playerId: 30,
        team: 'home',
        firstName: 'Sam',
        lastName: 'Woll',
        number: 30,
        position: 'G',
        type: 'goalie',
        goals: 0,
        assists: 0,
        gaa: 1,
        savePercentage: 0.9677,
      },
    ],
  };
}

/** A Game list item starting `hoursFromNow` from now. */
export function gameItem(
  gameId: number,
  hoursFromNow: number,
  overrides: Partial<GameListItem> = {},
): GameListItem {
  return {
    gameId,
    home: 'Toronto Maple Leafs',
    away: 'Montreal Canadiens',
    homeTeamId: 1,
    awayTeamId: 2,
    homeAbbreviation: 'TOR',
    awayAbbreviation: 'MTL',
    date: new Date(Date.now() + hoursFromNow * 3_600_000).toISOString(),
    isSimulated: false,
    homeScore: null,
    awayScore: null,
    decidedIn: null,
    score: null,
    simulationData: null,
    ...overrides,
  };
}

/** GET /simulation/game/{id}'s answer: the list item with its league's time zone. */
export function gameDetail(
  gameId: number,
  hoursFromNow: number,
  overrides: Partial<GameDetail> = {},
): GameDetail {
  return { ...gameItem(gameId, hoursFromNow, overrides), timeZone: 'America/New_York', ...overrides };
}

/** The fields of a played game item, as the server sends them. */
export function played(
  homeScore: number,
  awayScore: number,
  decidedIn: DecidedIn = 'regulation',
): Partial<GameListItem> {
  const result = { homeScore, awayScore, decidedIn };
  return { isSimulated: true, ...result, score: scoreText(result) };
}

/**
 * The sample game as the engine tells it now: every attempt has a place and the unblocked ones an xG;
 * Montreal adds a missed shot (a power play's) and a blocked one in the 2nd.
 */
export function locatedGame(): SimulationData {
  const game = sampleGame();
  const places: [number, number, number][] = [
    [70, 10, 0.06],
    [80, -4, 0.21],
    [60, 20, 0.04],
    [84, 2, 0.3],
  ];
  let next = 0;
  const events = game.events.map((e): GameEvent => {
    // The engine's line changes name players by their numeric ids, as the goalie stats key them.
    if (e.type === 'LINE_CHANGE') return { ...e, players: e.players.map(Number) };
    if (e.type !== 'SHOT' && e.type !== 'GOAL') return e;
    const [x, y, xg] = places[next++ % places.length] ?? [0, 0, 0];
    return e.type === 'SHOT' ? { ...e, shooter: 91, x, y, xg, rush: false } : { ...e, x, y, xg, rush: false };
  });
  // Toronto sends a second skater out on its power play, and back to one for the 2nd.
  const penaltyAt = events.findIndex((e) => e.type === 'PENALTY');
  const line = (players: number[], period: number): GameEvent => ({
    type: 'LINE_CHANGE',
    stoppage: null,
    team: 'home',
    time: `00:00 of P${period}`,
    period,
    clock: 0,
    players,
    description: 'Line change for home',
  });
  events.splice(penaltyAt + 1, 0, line([91, 19, 30], 1));
  events.splice(events.findIndex((e) => e.type === 'PERIOD_END') + 1, 0, line([91, 30], 2));
  const extra: SimulationData['events'] = [
    {
      type: 'MISSED_SHOT',
      stoppage: null,
      team: 'away',
      time: '06:30 of P2',
      period: 2,
      clock: 390,
      shooter: 14,
      shotType: 'slap',
      x: 55,
      y: -18,
      xg: 0.03,
      rush: true,
      description: 'Missed shot by Nick Suzuki (slap shot)',
    },
    {
      type: 'BLOCKED_SHOT',
      stoppage: null,
      team: 'away',
      time: '07:00 of P2',
      period: 2,
      clock: 420,
      shooter: 14,
      blocker: 91,
      shotType: 'wrist',
      x: 50,
      y: 12,
      description: 'Blocked shot: Nick Suzuki, blocked by John Tavares',
    },
  ];
  events.splice(events.findIndex((e) => e.type === 'GOAL' && e.team === 'away') + 1, 0, ...extra);
  return { ...game, events };
}
