import type { Db } from '../../db/schema';

/** The league's retired players not yet in its hall of fame, with the start year of their last season. */
export function retiredOutsideHall(db: Db, leagueId: number, fromLastYear: number | null) {
  return db
    .selectFrom('players as p')
    .innerJoin('seasons as s', 's.id', 'p.retired_after_season_id')
    .leftJoin('hall_of_fame as h', (join) =>
      join.onRef('h.player_id', '=', 'p.id').onRef('h.league_id', '=', 'p.league_id'),
    )
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.position', 's.start_year as last_year'])
    .where('p.league_id', '=', leagueId)
    .where('h.player_id', 'is', null)
    .$if(fromLastYear !== null, (q) => q.where('s.start_year', '>=', fromLastYear ?? 0))
    .orderBy('p.id')
    .execute();
}

/** The closing year of the league's last hall-of-fame judging; null before the first. */
export async function judgedThrough(db: Db, leagueId: number): Promise<number | null> {
  const row = await db
    .selectFrom('leagues')
    .select('hall_of_fame_judged_through')
    .where('id', '=', leagueId)
    .executeTakeFirst();
  return row?.hall_of_fame_judged_through ?? null;
}

export async function markJudgedThrough(db: Db, leagueId: number, year: number): Promise<void> {
  await db
    .updateTable('leagues')
    .set({ hall_of_fame_judged_through: year })
    .where('id', '=', leagueId)
    .execute();
}

/** One regular-season line of a player's career: per season and team, played or imported. */
export interface CareerLine {
  player_id: number;
  season_id: number;
  season_name: string;
  start_year: number;
  team_id: number;
  team_name: string;
  games: number;
  goals: number;
  assists: number;
  wins: number;
  shutouts: number;
  saves: number;
  shots_against: number;
}

/** Whose a career line is: the player, the season and his team, as selected and as grouped. */
const LINE_OWNER = [
  'x.player_id',
  'x.season_id',
  's.name as season_name',
  's.start_year',
  'x.team_id',
  't.name as team_name',
] as const;
const LINE_GROUP = ['x.player_id', 'x.season_id', 's.name', 's.start_year', 'x.team_id', 't.name'] as const;

/** The regular-season lines of these players, every season and team (played, goalie, imported). */
export async function careerLines(db: Db, playerIds: readonly number[]): Promise<CareerLine[]> {
  if (playerIds.length === 0) return [];
  const skaters = db
    .selectFrom('player_game_stats as x')
    .innerJoin('games as g', 'g.id', 'x.game_id')
    .innerJoin('seasons as s', 's.id', 'x.season_id')
    .innerJoin('teams as t', 't.id', 'x.team_id')
    .select((eb) => [
      ...LINE_OWNER,
      eb.fn.countAll<number>().as('games'),
      eb.fn.sum<number>('x.goals').as('goals'),
      eb.fn.sum<number>('x.assists').as('assists'),
    ])
    .where('g.game_type', '=', 'regular')
    .where('x.player_id', 'in', playerIds)
    .groupBy([...LINE_GROUP])
    .execute();
  const goalies = db
    .selectFrom('goalie_game_stats as x')
    .innerJoin('games as g', 'g.id', 'x.game_id')
    .innerJoin('seasons as s', 's.id', 'x.season_id')
    .innerJoin('teams as t', 't.id', 'x.team_id')
    .select((eb) => [
      ...LINE_OWNER,
      eb.fn.sum<number>(eb.case().when('x.toi', '>', 0).then(1).else(0).end()).as('games'),
      eb.fn.sum<number>(eb.case().when('x.decision', '=', 'W').then(1).else(0).end()).as('wins'),
      eb.fn.sum<number>('x.shutout').as('shutouts'),
      eb.fn.sum<number>('x.saves').as('saves'),
      eb.fn.sum<number>('x.shots_against').as('shots_against'),
    ])
    .where('g.game_type', '=', 'regular')
    .where('x.player_id', 'in', playerIds)
    .groupBy([...LINE_GROUP])
    .execute();
  const imported = db
    .selectFrom('imported_player_seasons as x')
    .innerJoin('seasons as s', 's.id', 'x.season_id')
    .innerJoin('teams as t', 't.id', 'x.team_id')
    .innerJoin('players as p', 'p.id', 'x.player_id')
    .select([
      'x.player_id',
      'x.season_id',
      's.name as season_name',
      's.start_year',
      'x.team_id',
      't.name as team_name',
      'p.position',
      'x.games_played',
      'x.goalie_games',
      'x.goals',
      'x.assists',
      'x.wins',
      'x.shutouts',
      'x.saves',
      'x.shots_against',
    ])
    .where('x.game_type', '=', 'regular')
    .where('x.player_id', 'in', playerIds)
    .execute();
  const [s, g, i] = await Promise.all([skaters, goalies, imported]);
  const n = (v: unknown) => Number(v ?? 0);
  const zero = { games: 0, goals: 0, assists: 0, wins: 0, shutouts: 0, saves: 0, shots_against: 0 };
  return [
    ...s.map((r) => ({ ...r, ...zero, games: n(r.games), goals: n(r.goals), assists: n(r.assists) })),
    ...g.map((r) => ({
      ...r,
      ...zero,
      games: n(r.games),
      wins: n(r.wins),
      shutouts: n(r.shutouts),
      saves: n(r.saves),
      shots_against: n(r.shots_against),
    })),
    ...i.map((r) => ({
      player_id: r.player_id,
      season_id: r.season_id,
      season_name: r.season_name,
      start_year: r.start_year,
      team_id: r.team_id,
      team_name: r.team_name,
      games: r.position === 'G' ? n(r.goalie_games) : n(r.games_played),
      goals: n(r.goals),
      assists: n(r.assists),
      wins: n(r.wins),
      shutouts: n(r.shutouts),
      saves: n(r.saves),
      shots_against: n(r.shots_against),
    })),
  ];
}

export function insertInductees(
  db: Db,
  rows: {
    league_id: number;
    player_id: number;
    inducted_season_id: number;
    career: string;
    value: number;
    created_at: string;
  }[],
) {
  if (rows.length === 0) return Promise.resolve();
  return db
    .insertInto('hall_of_fame')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The league's inductees, the latest class first, then by value. */
export function inductees(db: Db, leagueId: number) {
  return db
    .selectFrom('hall_of_fame as h')
    .innerJoin('players as p', 'p.id', 'h.player_id')
    .innerJoin('seasons as s', 's.id', 'h.inducted_season_id')
    .select([
      'h.player_id',
      'p.first_name',
      'p.last_name',
      'p.position',
      'h.inducted_season_id',
      's.name as season_name',
      'h.career',
      'h.value',
    ])
    .where('h.league_id', '=', leagueId)
    .orderBy('s.start_year', 'desc')
    .orderBy('h.value', 'desc')
    .orderBy('h.player_id')
    .execute();
}
