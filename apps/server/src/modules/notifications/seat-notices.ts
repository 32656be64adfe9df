import type { Db } from '../../db/schema';
import { findUsername, seatOf } from './repo';
import { notify } from './service';

// The notifications of a GM seat and its applications, made in the transaction that decides them.

type SeatKind = 'application_accepted' | 'application_declined' | 'gm_assigned' | 'gm_removed';

/** Tells users what became of their seat or application on the team. Returns the users told. */
export async function noticeSeat(
  db: Db,
  kind: SeatKind,
  target: { teamId: number; userIds: readonly number[]; at: string },
): Promise<(number | null)[]> {
  if (target.userIds.length === 0) return [];
  const seat = await seatOf(db, target.teamId);
  if (!seat) return [];
  const { commissioner_id: _commissioner, ...payload } = seat;
  const told: (number | null)[] = [];
  for (const userId of target.userIds) told.push(await notify(db, { userId, at: target.at, kind, payload }));
  return told;
}

/** Tells the league's commissioner of a new application. Returns the user told. */
export async function noticeApplication(
  db: Db,
  application: { applicationId: number; teamId: number; applicantId: number; at: string },
): Promise<number | null> {
  const seat = await seatOf(db, application.teamId);
  const applicant = await findUsername(db, application.applicantId);
  if (!seat || !applicant) return null;
  const { commissioner_id: commissionerId, ...rest } = seat;
  return notify(db, {
    userId: commissionerId,
    at: application.at,
    kind: 'application_received',
    payload: { ...rest, applicationId: application.applicationId, applicant: applicant.username },
  });
}
