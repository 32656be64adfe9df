import { pickWords } from '@rinkside/domain';
import { conflict } from '../../http/errors';
import { countTeams } from '../leagues/api';
import type { Db } from '../../db/schema';
import { ensurePickYears, firstOpenDraftYear } from './pick-years';
import { countProspects, deletePicks, findPickInOpenTrade, lastPickYear, listPicksPastRound } from './repo';

/**
 * A change of the number of rounds, in the transaction that stores it (docs/decisions/049): every draft
 * year not yet drafted gets the rounds it lacks (each pick owned by its original team), or loses the
 * rounds past the new number. A pick that has moved to another team, or sits in an open trade, cannot be
 * taken away: the change is refused (409) naming it, and nothing is changed.
 */
export async function applyRounds(trx: Db, leagueId: number, rounds: number): Promise<void> {
  const fromYear = await firstOpenDraftYear(trx, leagueId);
  if (fromYear === null) return;
  const last = await lastPickYear(trx, leagueId);
  const toYear = Number(last?.year ?? 0);
  if (toYear < fromYear) return;
  await requireClassFor(trx, leagueId, fromYear, rounds);
  await ensurePickYears(trx, { leagueId, fromYear, toYear, rounds });

  const extra = await listPicksPastRound(trx, leagueId, fromYear, rounds);
  if (extra.length === 0) return;
  const name = (p: (typeof extra)[number]) =>
    pickWords({ year: p.year, round: p.round, originalTeamName: p.original_name });
  const moved = extra.find((p) => p.owner_team_id !== p.original_team_id);
  if (moved)
    throw conflict(
      `${name(moved)} now belongs to ${moved.owner_name}: a traded pick cannot be taken away. Keep ${moved.round} rounds or more.`,
    );
  const ids = extra.map((p) => p.id);
  const inTrade = await findPickInOpenTrade(trx, ids);
  const offered = extra.find((p) => p.id === inTrade?.pick_id);
  if (offered)
    throw conflict(
      `${name(offered)} is part of an open trade: settle that trade before dropping round ${offered.round}.`,
    );
  for (let i = 0; i < ids.length; i += 200) await deletePicks(trx, ids.slice(i, i + 200));
}

/**
 * A class already made (its draft read, not yet held) must hold a prospect for every pick of the new number
 * of rounds, or that draft would run out of players: else 409 saying how many rounds it can take.
 */
async function requireClassFor(trx: Db, leagueId: number, year: number, rounds: number): Promise<void> {
  const [size, perRound] = await Promise.all([
    countProspects(trx, leagueId, year),
    countTeams(trx, leagueId),
  ]);
  if (size === 0 || perRound === 0 || size >= perRound * rounds) return;
  const most = Math.floor(size / perRound);
  throw conflict(
    `The ${year} draft class holds ${size} prospects, too few for ${rounds} rounds of ${perRound} picks: choose at most ${most} rounds until that draft is held.`,
  );
}
