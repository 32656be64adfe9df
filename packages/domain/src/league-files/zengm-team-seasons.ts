import type { ImportedTeamSeason } from './league-import-plan';
import type { ZengmTeam } from './zengm-file-schema';

/**
 * Each carried team's record season by season (docs/decisions/083): the past seasons are history, the
 * current one says where the standings stood when the file was saved. Goals come from the team's
 * regular-season stats row of that season.
 */
export function teamSeasonsFrom(teams: readonly ZengmTeam[], currentSeason: number): ImportedTeamSeason[] {
  return teams.flatMap((team) =>
    team.seasons.map((record) => {
      const stats = team.stats.find((row) => row.season === record.season && !row.playoffs);
      const n = Math.round;
      return {
        sourceTeamId: team.tid,
        startYear: record.season,
        currentSeason: record.season === currentSeason,
        gamesPlayed: n(record.won + record.lost + record.tied + record.otl),
        wins: n(record.won),
        losses: n(record.lost),
        otLosses: n(record.otl),
        ties: n(record.tied),
        playoffRoundsWon: record.playoffRoundsWon,
        goalsFor: stats ? n(stats.pts) : null,
        goalsAgainst: stats ? n(stats.oppPts) : null,
      };
    }),
  );
}
