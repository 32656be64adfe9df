import type { Db } from '../../db/schema';
import { usernames } from './repo';
import { recordNews } from './service';

// The news of a team's GM seat, made in the transaction that fills or empties it.

interface Seat {
  leagueId: number;
  team: { id: number; name: string };
  at: string;
}

/** A team has a new GM: his application accepted, or named by the commissioner (perhaps in another's place). */
export async function newsOfGmJoined(
  db: Db,
  seat: Seat & { userId: number; how: 'application' | 'assigned'; replacedUserId: number | null },
): Promise<void> {
  const names = await usernames(db, [
    seat.userId,
    ...(seat.replacedUserId === null ? [] : [seat.replacedUserId]),
  ]);
  const gm = names.get(seat.userId);
  if (gm === undefined) return;
  await recordNews(db, {
    leagueId: seat.leagueId,
    teamId: seat.team.id,
    at: seat.at,
    kind: 'gm_joined',
    payload: {
      teamId: seat.team.id,
      teamName: seat.team.name,
      gm,
      how: seat.how,
      replaced: seat.replacedUserId === null ? null : (names.get(seat.replacedUserId) ?? null),
    },
  });
}

/** A team's GM left his seat (the commissioner removed him). */
export async function newsOfGmLeft(db: Db, seat: Seat & { userId: number }): Promise<void> {
  const gm = (await usernames(db, [seat.userId])).get(seat.userId);
  if (gm === undefined) return;
  await recordNews(db, {
    leagueId: seat.leagueId,
    teamId: seat.team.id,
    at: seat.at,
    kind: 'gm_left',
    payload: { teamId: seat.team.id, teamName: seat.team.name, gm },
  });
}
