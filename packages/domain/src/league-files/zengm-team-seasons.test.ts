import { describe, expect, it } from 'vitest';
import { planZengmImport } from './zengm-league';
import { teamSeasonsFrom } from './zengm-team-seasons';
import { zengmLeague, zengmTeam } from './zengm-test-league';

const record = (season: number, won: number, lost: number, otl: number, playoffRoundsWon = -1) => ({
  season,
  won,
  lost,
  tied: 0,
  otl,
  playoffRoundsWon,
});

describe("a team's seasons", () => {
  it('carry each record, the current season marked, with the regular season goals of that season', () => {
    const team = zengmTeam(4, {
      seasons: [record(2025, 50, 25, 7, 2), record(2026, 13, 12, 3)],
      stats: [
        { season: 2025, playoffs: false, gp: 82, pts: 280, oppPts: 230 },
        { season: 2025, playoffs: true, gp: 13, pts: 40, oppPts: 35 },
        { season: 2026, playoffs: false, gp: 28, pts: 96, oppPts: 81 },
      ],
    });
    expect(teamSeasonsFrom([team], 2026)).toEqual([
      {
        sourceTeamId: 4,
        startYear: 2025,
        currentSeason: false,
        gamesPlayed: 82,
        wins: 50,
        losses: 25,
        otLosses: 7,
        ties: 0,
        playoffRoundsWon: 2,
        goalsFor: 280,
        goalsAgainst: 230,
      },
      {
        sourceTeamId: 4,
        startYear: 2026,
        currentSeason: true,
        gamesPlayed: 28,
        wins: 13,
        losses: 12,
        otLosses: 3,
        ties: 0,
        playoffRoundsWon: -1,
        goalsFor: 96,
        goalsAgainst: 81,
      },
    ]);
  });

  it('leave the goals unknown when the file has no stats row for the season', () => {
    const [season] = teamSeasonsFrom([zengmTeam(0, { seasons: [record(2026, 1, 0, 0)] })], 2026);
    expect(season).toMatchObject({ goalsFor: null, goalsAgainst: null });
  });

  it('are left out with an inactive team', () => {
    const plan = planZengmImport(
      zengmLeague({
        teams: [
          zengmTeam(0, { seasons: [record(2026, 1, 0, 0)] }),
          zengmTeam(1, { seasons: [record(2026, 0, 1, 0)], disabled: true }),
        ],
      }),
    );
    expect(plan.teamSeasons.map((s) => s.sourceTeamId)).toEqual([0]);
  });
});
