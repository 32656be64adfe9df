import { databaseErrorKind } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { findTeamOfGm, type Db, type TeamRow } from '../leagues/api';
import { noticeSeat } from '../notifications/seat-notices';
import * as recruitments from '../recruitments/api';
import { isDeletedUser } from '../users/api';
import * as repo from './repo';

export interface GmSeat {
  leagueId: number;
  team: TeamRow;
  userId: number;
  at: string;
}

/**
 * Makes the user the team's GM, in the caller's transaction. `vacantOnly` (accepting an application)
 * refuses a team that another request gave a GM meanwhile; the commissioner's assignment replaces one.
 */
export async function takeGmSeat(trx: Db, seat: GmSeat, { vacantOnly }: { vacantOnly: boolean }) {
  const current = await findTeamOfGm(trx, seat.leagueId, seat.userId);
  if (current && current.id !== seat.team.id)
    throw conflict(`That user already manages ${current.name} in this league.`);
  try {
    if (!vacantOnly) await repo.setGm(trx, seat.team.id, seat.userId);
    else if (!(await repo.setGmIfVacant(trx, seat.team.id, seat.userId)))
      throw conflict(`${seat.team.name} already has a GM.`);
  } catch (error) {
    // teams_league_gm: a request racing this one (on PostgreSQL) gave the user another team in this
    // league after the check above.
    if (databaseErrorKind(error) === 'unique-violation')
      throw conflict('That user already manages a team in this league.');
    throw error;
  }
  // Read after the write: on PostgreSQL the seat's reference to the user waits for an account deletion
  // holding the user's row, so a deletion that committed first is seen here and the seat is refused.
  if (await isDeletedUser(trx, seat.userId)) throw notFound('That user has deleted their account.');
}

/**
 * What a filled seat settles: the team's recruitment closes, its other applicants are declined and
 * the new GM's pending applications elsewhere in the league are withdrawn (one team per league).
 * Called after takeGmSeat, never before: a racing request for the same user or team then waits on
 * the seat before this transaction holds any application row it could need, so the loser gets a
 * 409 instead of a deadlock. The declined applicants are told; returns who was.
 */
export async function settleGmSeat(trx: Db, seat: GmSeat) {
  await recruitments.closeRecruitmentsOfTeam(trx, seat.team.id, seat.at);
  const declined = await recruitments.declinePendingOfTeam(trx, seat.team.id, seat.at);
  await recruitments.withdrawPendingOfUserInLeague(trx, {
    leagueId: seat.leagueId,
    userId: seat.userId,
    at: seat.at,
  });
  return noticeSeat(trx, 'application_declined', { teamId: seat.team.id, userIds: declined, at: seat.at });
}
