import type { ThreeStar } from '@rinkside/domain';
import type { Game, Skater } from './types';

/** A skater's night: goals weigh most, then assists, then the work without the puck. */
const skaterScore = (s: Skater): number =>
  s.goals * 3 +
  s.assists * 1.8 +
  s.shots * 0.15 +
  s.hits * 0.08 +
  s.blocks * 0.2 +
  s.takeaways * 0.1 +
  s.plusMinus * 0.3;

/** A goalie's night: saves, minus goals against, a bonus for a win or a shutout. */
const goalieScore = (g: Game, s: Skater): number => {
  const won = g.winner === s.team.index;
  const saves = s.shotsAgainst - s.goalsAgainst;
  return saves * 0.12 - s.goalsAgainst * 1.3 + (won ? 1 : 0) + (won && s.goalsAgainst === 0 ? 2.5 : 0);
};

interface Candidate {
  skater: Skater;
  score: number;
  goalie: boolean;
}

/** The three stars, from real contributions: scorers, setup men and the goalies who stood tall. */
export function threeStars(g: Game): ThreeStar[] {
  // The best three in order, ties to whoever comes first (as a stable sort would): no sort, no list.
  const top: Candidate[] = [];
  const consider = (skater: Skater, score: number, goalie: boolean): void => {
    let i = 0;
    while (i < top.length && (top[i] as Candidate).score >= score) i++;
    if (i >= 3) return;
    top.splice(i, 0, { skater, score, goalie });
    if (top.length > 3) top.length = 3;
  };
  for (const team of g.teams) {
    for (const s of team.bench)
      if (s.goals + s.assists > 0 || s.shots > 0) consider(s, skaterScore(s), false);
    if (team.goalie.toi > 0 && team.goalie.shotsAgainst > 0)
      consider(team.goalie, goalieScore(g, team.goalie), true);
  }
  return top.map(({ skater: s, goalie }) => {
    const saves = s.shotsAgainst - s.goalsAgainst;
    return {
      playerId: s.id,
      team: s.team.side,
      firstName: s.player.firstName,
      lastName: s.player.lastName,
      number: s.player.jerseyNumber,
      position: s.pos,
      type: goalie ? 'goalie' : 'skater',
      goals: goalie ? 0 : s.goals,
      assists: goalie ? 0 : s.assists,
      gaa: goalie ? Math.round(((s.goalsAgainst * 3600) / Math.max(1, s.toi)) * 100) / 100 : null,
      savePercentage: goalie ? Math.round((saves / Math.max(1, s.shotsAgainst)) * 1000) / 1000 : null,
    };
  });
}
