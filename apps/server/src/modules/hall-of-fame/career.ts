import { type HallOfFameCareer, savePercentage } from '@rinkside/domain';
import type { CareerLine } from './repo';

/** A player's career summed from his lines: seasons counted once, named by his first and last. */
export function careerOf(position: string, lines: readonly CareerLine[]): HallOfFameCareer {
  const sorted = [...lines].sort((a, b) => a.start_year - b.start_year || a.season_id - b.season_id);
  const first = sorted[0];
  const last = sorted.at(-1);
  const sum = (pick: (l: CareerLine) => number) => sorted.reduce((total, l) => total + pick(l), 0);
  const goals = sum((l) => l.goals);
  const assists = sum((l) => l.assists);
  // A season with two teams' lines: the team of the most games names it; the last season's, the career.
  const lastTeam = sorted
    .filter((l) => l.season_id === last?.season_id)
    .sort((a, b) => b.games - a.games || a.team_id - b.team_id)[0];
  return {
    position,
    seasons: new Set(sorted.map((l) => l.season_id)).size,
    games: sum((l) => l.games),
    goals,
    assists,
    points: goals + assists,
    wins: sum((l) => l.wins),
    shutouts: sum((l) => l.shutouts),
    savePct:
      Math.round(
        savePercentage(
          sum((l) => l.saves),
          sum((l) => l.shots_against),
        ) * 1000,
      ) / 1000,
    teamId: lastTeam?.team_id ?? null,
    teamName: lastTeam?.team_name ?? null,
    firstSeasonName: first?.season_name ?? null,
    lastSeasonName: last?.season_name ?? null,
  };
}

/** A career in a few words for the news: '612 GP, 301 G, 410 PTS' or '480 GP, 260 W, .917'. */
export function careerSummary(career: HallOfFameCareer): string {
  if (career.position === 'G') {
    const pct = career.savePct.toFixed(3).replace(/^0/, '');
    return `${career.games} GP, ${career.wins} W, ${career.shutouts} SO, ${pct}`;
  }
  return `${career.games} GP, ${career.goals} G, ${career.points} PTS`;
}
