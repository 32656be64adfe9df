import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { activeSeasonId, as, createLeague, type LeagueSummaryForTest } from './leagues';
import type { TestApp } from './test-app';

export interface SeasonInPlay {
  league: LeagueSummaryForTest;
  seasonId: number;
  /** Plays every game due by `until` (every game left without it), repeating as playoff rounds open. */
  simulate(until?: string): Promise<void>;
  /** Ids of the season's final games of one type. */
  finalGameIds(gameType: 'regular' | 'playoff'): Promise<number[]>;
}

// A short regular season: six games a team between these days.
export const SEASON_FIRST_DAY = '2026-10-01';
export const SEASON_LAST_DAY = '2026-10-31';

/** A four-team custom league with a six-game-a-team schedule, nothing played yet. */
export async function seasonInPlay(t: TestApp, commissioner: TestUser): Promise<SeasonInPlay> {
  const league = await createLeague(t, commissioner, {
    name: 'Season Played',
    mode: 'Custom',
    importTeams: false,
    teamCount: 4,
  });
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: as(commissioner), payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  await post(`/api/league/${league.id}/schedule/generate`, {
    gamesPerTeam: 6,
    playPastGames: true,
    startDate: SEASON_FIRST_DAY,
    endDate: SEASON_LAST_DAY,
  });
  const { db } = t.ctx.database;
  const seasonId = await activeSeasonId(t, league.id);
  return {
    league,
    seasonId,
    async simulate(until) {
      // Each playoff round's games are scheduled as the round before it ends.
      for (let batch = 0; batch < 30; batch += 1) {
        const { simulated } = await post(
          `/api/simulation/league/${league.id}/simulate`,
          until ? { until } : {},
        );
        if (simulated === 0) return;
      }
    },
    async finalGameIds(gameType) {
      const rows = await db
        .selectFrom('games')
        .select('id')
        .where('season_id', '=', seasonId)
        .where('game_type', '=', gameType)
        .where('status', '=', 'final')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
