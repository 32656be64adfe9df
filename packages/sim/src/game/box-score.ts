import type { GameRecord, GoalieGameStats, SkaterGameStats, TeamGameStats } from '@rinkside/domain';
import { threeStars } from './three-stars';
import type { Game, Skater, Team } from './types';

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

function teamStats(team: Team): TeamGameStats {
  return {
    goals: team.goals,
    shots: team.shots,
    hits: team.hits,
    powerPlays: team.powerPlays,
    ppGoals: team.ppGoals,
    ppPercentage: team.powerPlays === 0 ? 0 : round((team.ppGoals / team.powerPlays) * 100, 1),
    pim: team.pim,
    blocks: team.blocks,
    missedShots: team.missedShots,
    giveaways: team.giveaways,
    takeaways: team.takeaways,
    faceoffsWon: team.faceoffsWon,
    goalsByPeriod: team.goalsByPeriod,
    shotsByPeriod: team.shotsByPeriod,
  };
}

function skaterStats(s: Skater): SkaterGameStats {
  return {
    playerId: s.id,
    firstName: s.player.firstName,
    lastName: s.player.lastName,
    jerseyNumber: s.player.jerseyNumber,
    position: s.pos,
    goals: s.goals,
    assists: s.assists,
    primaryAssists: s.primaryAssists,
    points: s.goals + s.assists,
    shots: s.shots,
    hits: s.hits,
    pim: s.pim,
    plusMinus: s.plusMinus,
    ppGoals: s.ppGoals,
    icetime: s.toi,
    giveaways: s.giveaways,
    takeaways: s.takeaways,
    shotBlocks: s.blocks,
    faceoffsWon: s.faceoffsWon,
    faceoffsTaken: s.faceoffsTaken,
  };
}

function goalieStats(g: Game, team: Team, won: boolean): GoalieGameStats {
  const s = team.goalie;
  const saves = s.shotsAgainst - s.goalsAgainst;
  const decision = won ? 'W' : g.period > 3 ? 'OTL' : 'L';
  return {
    playerId: s.id,
    firstName: s.player.firstName,
    lastName: s.player.lastName,
    jerseyNumber: s.player.jerseyNumber,
    shotsAgainst: s.shotsAgainst,
    saves,
    goalsAgainst: s.goalsAgainst,
    icetime: s.toi,
    decision,
    shutout: won && s.goalsAgainst === 0,
    savePercentage: s.shotsAgainst === 0 ? 1 : round(saves / s.shotsAgainst, 3),
    gaa: round((s.goalsAgainst * 3600) / Math.max(1, s.toi), 2),
  };
}

const byId = <T>(skaters: readonly Skater[], stats: (s: Skater) => T): Record<string, T> => {
  const out: Record<string, T> = {};
  for (const s of skaters) out[s.id] = stats(s); // the same key as String(s.id), without the string
  return out;
};

/** The record of the finished game: SPEC §3 SimulationData without its text (teamA = home, teamB = away). */
export function boxScore(
  g: Game,
  date: string,
  decidedIn: 'REG' | 'OT' | 'SO',
  homeScore: number,
  awayScore: number,
): GameRecord {
  const [home, away] = g.teams;
  return {
    teamNames: { home: home.name, away: away.name },
    events: g.events,
    date,
    homeScore,
    awayScore,
    decidedIn,
    statistics: { teamA: teamStats(home), teamB: teamStats(away) },
    playerStats: { teamA: byId(home.bench, skaterStats), teamB: byId(away.bench, skaterStats) },
    goalieStats: {
      teamA: byId([home.goalie], () => goalieStats(g, home, g.winner === 0)),
      teamB: byId([away.goalie], () => goalieStats(g, away, g.winner === 1)),
    },
    threeStars: threeStars(g),
    injuries: g.injuries,
  };
}
