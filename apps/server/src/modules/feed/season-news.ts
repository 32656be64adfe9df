import type { AwardsResponse } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { seasonOf } from './repo';
import { recordNews } from './service';

// The news of a season's phases and awards, made in the transaction that moves the season on.

/** The playoffs began, or the season ended with its champion. */
export async function newsOfPhaseChange(
  db: Db,
  change: { leagueId: number; seasonId: number; phase: 'playoffs' | 'offseason'; at: string },
): Promise<void> {
  const season = await seasonOf(db, change.seasonId);
  if (!season) return;
  const news = { leagueId: change.leagueId, seasonId: change.seasonId, at: change.at };
  const seasonName = season.name;
  if (change.phase === 'playoffs') {
    await recordNews(db, {
      ...news,
      kind: 'playoffs_started',
      payload: { seasonId: change.seasonId, seasonName },
    });
    return;
  }
  const champion =
    season.team_id !== null && season.team_name !== null
      ? { teamId: season.team_id, teamName: season.team_name }
      : null;
  await recordNews(db, {
    ...news,
    teamId: champion?.teamId ?? null,
    kind: 'season_over',
    payload: { seasonId: change.seasonId, seasonName, champion },
  });
}

/** The season's award winners, told once as the season is closed. */
export async function newsOfAwards(
  db: Db,
  awards: AwardsResponse,
  news: { leagueId: number; at: string },
): Promise<void> {
  if (!awards.available) return;
  const winners = awards.awards.map((a) => ({
    award: a.award,
    name: a.name,
    playerId: a.playerId,
    playerName: a.playerName,
    teamId: a.teamId,
    teamName: a.teamName,
  }));
  if (winners.length === 0) return;
  await recordNews(db, {
    ...news,
    seasonId: awards.seasonId,
    kind: 'awards_given',
    payload: { seasonId: awards.seasonId, seasonName: awards.seasonName, winners },
  });
}
