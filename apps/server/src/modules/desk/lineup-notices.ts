import type { Db } from '../../db/schema';
import { notify } from '../notifications/service';
import { claimAttentionNotice, nextGames, teamsWithGm } from './repo';
import { presentNextGame, teamReadiness } from './team-readiness';

/**
 * After a batch of games stored its results and injuries, in its transaction: each of its teams with a
 * GM whose saved lineup is not ready for its next game tells that GM, once per team and game
 * (docs/decisions/037). A problem that appears later (a GM's own edit) is the desk's to show, not a
 * notification's.
 */
export async function noticeLineupAttention(db: Db, teamIds: readonly number[], at: string): Promise<void> {
  if (teamIds.length === 0) return;
  const teams = await teamsWithGm(db, teamIds);
  const next = await nextGames(
    db,
    teams.map((t) => t.id),
  );
  for (const team of teams) {
    const game = next.get(team.id);
    if (!game || team.gm_user_id === null) continue;
    const { readiness } = await teamReadiness(db, team, game.game_date);
    const problems = readiness.problems.filter((p) => p.severity === 'problem');
    const first = problems[0];
    if (!first || !(await claimAttentionNotice(db, team.id, game.id, at))) continue;
    await notify(db, {
      userId: team.gm_user_id,
      at,
      kind: 'lineup_attention',
      payload: {
        leagueId: team.league_id,
        teamId: team.id,
        teamName: team.name,
        gameId: game.id,
        opponentName: presentNextGame(game, team.id).opponent.name,
        problem: first.message,
        problemCount: problems.length,
      },
    });
  }
}
