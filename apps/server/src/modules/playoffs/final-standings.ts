import {
  type HeadToHeadGame,
  type StandingRow,
  addToRecord,
  emptyRecord,
  rankStandings,
  teamOutcome,
} from '@rinkside/domain';
import { storedResult } from '../../db/stored-result';
import type { Db } from '../../db/schema';
import * as repo from './repo';

/**
 * The regular season's final standings and its played games, as the seeding reads them: records by
 * the domain's one rule, goals from the stored scores (a shootout winner's extra goal included, as
 * the NHL's standings count it). Playoff games never enter the seeding.
 */
export async function finalStandings(db: Db, leagueId: number, seasonId: number) {
  const [teams, played] = await Promise.all([
    repo.listStandingsTeams(db, leagueId),
    repo.regularSeasonResults(db, seasonId),
  ]);
  const totals = new Map(
    teams.map((t) => [
      t.id,
      {
        teamId: t.id,
        name: t.name,
        abbreviation: t.abbreviation,
        conference: t.conference,
        division: t.division,
        ...emptyRecord(),
        goalsFor: 0,
        goalsAgainst: 0,
      },
    ]),
  );
  const headToHead: HeadToHeadGame[] = [];
  for (const game of played) {
    const result = storedResult(game);
    const home = totals.get(game.home_team_id);
    const away = totals.get(game.away_team_id);
    if (!result || !home || !away) continue;
    headToHead.push({
      homeTeamId: game.home_team_id,
      awayTeamId: game.away_team_id,
      startAt: game.start_at,
      ...result,
    });
    Object.assign(home, addToRecord(home, teamOutcome(result, 'home')));
    Object.assign(away, addToRecord(away, teamOutcome(result, 'away')));
    home.goalsFor += result.homeScore;
    home.goalsAgainst += result.awayScore;
    away.goalsFor += result.awayScore;
    away.goalsAgainst += result.homeScore;
  }
  const standings: StandingRow[] = rankStandings([...totals.values()], headToHead);
  return { standings, headToHead };
}
