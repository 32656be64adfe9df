import { hallOfFameDue, hallOfFameFirstDueYear, hallOfFameValue, hallOfFameWorthy } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { recordNews } from '../feed/service';
import { careerOf, careerSummary } from './career';
import * as repo from './repo';
import type { CareerLine } from './repo';

/**
 * Inducts the league's retired players whose wait is over and whose careers clear the bar
 * (docs/decisions/089), in the rollover's transaction as `season` closes: each judged once (the league keeps
 * the year it judged through), each inductee stored once, and the class told in one news item. Returns the
 * ids inducted.
 */
export async function inductHallOfFameClass(
  db: Db,
  input: { leagueId: number; season: { id: number; name: string; start_year: number }; at: string },
): Promise<number[]> {
  const { leagueId, season, at } = input;
  // Each retired player is judged once, at the first rollover his wait is over at: his career is done.
  const judged = await repo.judgedThrough(db, leagueId);
  const retired = await repo.retiredOutsideHall(
    db,
    leagueId,
    judged === null ? null : hallOfFameFirstDueYear(judged),
  );
  const eligible = retired.filter((p) => hallOfFameDue(p.last_year, season.start_year, judged));
  await repo.markJudgedThrough(db, leagueId, season.start_year);
  const lines = await repo.careerLines(
    db,
    eligible.map((p) => p.id),
  );
  const linesOf = new Map<number, CareerLine[]>();
  for (const line of lines) {
    const own = linesOf.get(line.player_id);
    if (own) own.push(line);
    else linesOf.set(line.player_id, [line]);
  }
  const inducted = eligible.flatMap((player) => {
    const career = careerOf(player.position, linesOf.get(player.id) ?? []);
    return hallOfFameWorthy(career) ? [{ player, career, value: hallOfFameValue(career) }] : [];
  });
  if (inducted.length === 0) return [];
  inducted.sort((a, b) => b.value - a.value || a.player.id - b.player.id);
  await repo.insertInductees(
    db,
    inducted.map(({ player, career, value }) => ({
      league_id: leagueId,
      player_id: player.id,
      inducted_season_id: season.id,
      career: JSON.stringify(career),
      value,
      created_at: at,
    })),
  );
  await recordNews(db, {
    leagueId,
    seasonId: season.id,
    at,
    kind: 'hall_of_fame',
    payload: {
      seasonId: season.id,
      seasonName: season.name,
      inductees: inducted.map(({ player, career }) => ({
        playerId: player.id,
        playerName: `${player.first_name} ${player.last_name}`,
        summary: careerSummary(career),
      })),
    },
  });
  return inducted.map((i) => i.player.id);
}
