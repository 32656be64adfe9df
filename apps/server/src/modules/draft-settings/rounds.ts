import { OPEN_TRADE_STATUSES, pickWords } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import type { Db } from '../leagues/repo';
import { ensurePickYears, firstOpenDraftYear } from './pick-years';

/**
 * A change of the number of rounds, in the transaction that stores it (docs/decisions/049): every draft
 * year not yet drafted gets the rounds it lacks (each pick owned by its original team), or loses the
 * rounds past the new number. A pick that has moved to another team, or sits in an open trade, cannot be
 * taken away: the change is refused (409) naming it, and nothing is changed.
 */
export async function applyRounds(trx: Db, leagueId: number, rounds: number): Promise<void> {
  const fromYear = await firstOpenDraftYear(trx, leagueId);
  if (fromYear === null) return;
  const last = await trx
    .selectFrom('draft_picks')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  const toYear = Number(last?.year ?? 0);
  if (toYear < fromYear) return;
  await requireClassFor(trx, leagueId, fromYear, rounds);
  await ensurePickYears(trx, { leagueId, fromYear, toYear, rounds });

  const extra = await trx
    .selectFrom('draft_picks as p')
    .innerJoin('teams as original', 'original.id', 'p.original_team_id')
    .innerJoin('teams as owner', 'owner.id', 'p.owner_team_id')
    .select([
      'p.id',
      'p.year',
      'p.round',
      'p.original_team_id',
      'p.owner_team_id',
      'original.name as original_name',
      'owner.name as owner_name',
    ])
    .where('p.league_id', '=', leagueId)
    .where('p.year', '>=', fromYear)
    .where('p.round', '>', rounds)
    .orderBy('p.year')
    .orderBy('p.round')
    .orderBy('p.id')
    .execute();
  if (extra.length === 0) return;
  const name = (p: (typeof extra)[number]) =>
    pickWords({ year: p.year, round: p.round, originalTeamName: p.original_name });
  const moved = extra.find((p) => p.owner_team_id !== p.original_team_id);
  if (moved)
    throw conflict(
      `${name(moved)} now belongs to ${moved.owner_name}: a traded pick cannot be taken away. Keep ${moved.round} rounds or more.`,
    );
  const ids = extra.map((p) => p.id);
  const inTrade = await trx
    .selectFrom('trade_assets as a')
    .innerJoin('trades as t', 't.id', 'a.trade_id')
    .select('a.pick_id')
    .where('a.pick_id', 'in', ids)
    .where('t.status', 'in', [...OPEN_TRADE_STATUSES])
    .executeTakeFirst();
  const offered = extra.find((p) => p.id === inTrade?.pick_id);
  if (offered)
    throw conflict(
      `${name(offered)} is part of an open trade: settle that trade before dropping round ${offered.round}.`,
    );
  for (let i = 0; i < ids.length; i += 200)
    await trx
      .deleteFrom('draft_picks')
      .where('id', 'in', ids.slice(i, i + 200))
      .execute();
}

/**
 * A class already made (its draft read, not yet held) must hold a prospect for every pick of the new number
 * of rounds, or that draft would run out of players: else 409 saying how many rounds it can take.
 */
async function requireClassFor(trx: Db, leagueId: number, year: number, rounds: number): Promise<void> {
  const [prospects, teams] = await Promise.all([
    trx
      .selectFrom('draft_prospects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', leagueId)
      .where('year', '=', year)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('teams')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow(),
  ]);
  const size = Number(prospects.n);
  const perRound = Number(teams.n);
  if (size === 0 || perRound === 0 || size >= perRound * rounds) return;
  const most = Math.floor(size / perRound);
  throw conflict(
    `The ${year} draft class holds ${size} prospects, too few for ${rounds} rounds of ${perRound} picks: choose at most ${most} rounds until that draft is held.`,
  );
}
