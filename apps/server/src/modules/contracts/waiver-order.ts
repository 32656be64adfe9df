import type { Db } from '../leagues/repo';

/**
 * The league's waiver priority (docs/decisions/043): the team with the lowest points percentage in the
 * active regular season claims first (the NHL's order; early in a season every team is level and the
 * tie goes to fewer wins, then the lower team id). Returns team ids, first claimant first.
 */
export async function waiverOrder(db: Db, leagueId: number): Promise<number[]> {
  const teams = await db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute();
  const records = await db
    .selectFrom('team_game_stats as t')
    .innerJoin('games', 'games.id', 't.game_id')
    .innerJoin('seasons', 'seasons.id', 't.season_id')
    .select([
      't.team_id',
      (eb) => eb.fn.countAll<number>().as('played'),
      (eb) => eb.fn.sum<number>(eb.case().when('t.result', '=', 'W').then(1).else(0).end()).as('wins'),
      (eb) => eb.fn.sum<number>(eb.case().when('t.result', '=', 'OTL').then(1).else(0).end()).as('otl'),
    ])
    .where('seasons.league_id', '=', leagueId)
    .where('seasons.active', '=', 1)
    .where('games.game_type', '=', 'regular')
    .groupBy('t.team_id')
    .execute();
  const byTeam = new Map(records.map((r) => [r.team_id, r]));
  const pct = (teamId: number) => {
    const r = byTeam.get(teamId);
    const played = Number(r?.played ?? 0);
    return played === 0 ? 0.5 : (2 * Number(r?.wins ?? 0) + Number(r?.otl ?? 0)) / (2 * played);
  };
  const wins = (teamId: number) => Number(byTeam.get(teamId)?.wins ?? 0);
  return teams.map((t) => t.id).sort((a, b) => pct(a) - pct(b) || wins(a) - wins(b) || a - b);
}
