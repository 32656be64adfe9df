import type { AwardResult } from './award-result';
import { bestDefenseman } from './best-defenseman';
import { bestRecord } from './best-record';
import { bestGoalie, fewestGoalsAgainst } from './goalie-awards';
import { mvp } from './mvp';
import { bestRookie } from './rookie';
import { mostGoals, mostPoints } from './scoring-races';
import type { RegularSeason } from './season';

/** Every regular-season award that has a winner, in the awards page's order. */
export function regularSeasonAwards(season: RegularSeason): AwardResult[] {
  const decided = [
    mostPoints(season.skaters),
    mostGoals(season.skaters),
    mvp(season),
    bestGoalie(season),
    bestDefenseman(season),
    bestRookie(season),
    fewestGoalsAgainst(season),
    bestRecord(season.standings, season.headToHead),
  ];
  return decided.filter((award): award is AwardResult => award !== null);
}
