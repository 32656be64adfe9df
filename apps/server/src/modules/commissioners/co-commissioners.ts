import { mayNameCoCommissioners, type CoCommissionersResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { Db } from '../../db/schema';
import { announce, notify } from '../notifications/service';
import { shownUsername } from '../users/present';
import { recordCommissionerAction } from './audit';
import { requireLeague } from './league';
import { commissionersOf } from './powers';
import * as repo from './repo';

/** GET …/co-commissioners: the owner, the co-commissioners, and whether the viewer may change them. */
export async function getCoCommissioners(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<CoCommissionersResponse> {
  const { db } = ctx.database;
  const league = await requireLeague(ctx, leagueId);
  const [owner, rows] = await Promise.all([
    repo.userById(db, league.commissioner_id),
    repo.listCoCommissioners(db, leagueId),
  ]);
  return {
    owner: { userId: owner.id, username: shownUsername(owner.username, owner.deleted_at) },
    coCommissioners: rows.map((row) => ({
      userId: row.user_id,
      username: shownUsername(row.username, row.deleted_at),
      teamName: row.team_name,
      namedAt: row.named_at,
    })),
    canEdit: mayNameCoCommissioners(await commissionersOf(db, league), userId),
  };
}

/**
 * PUT …/co-commissioners: the owner alone names the league's co-commissioners, each a GM of the league
 * (400 naming who is not). One transaction: each added or removed is logged and told.
 */
export async function setCoCommissioners(
  ctx: AppContext,
  input: { leagueId: number; userId: number; userIds: number[] },
): Promise<CoCommissionersResponse> {
  const { leagueId, userId } = input;
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  if (!mayNameCoCommissioners(await commissionersOf(db, league), userId))
    throw forbidden("Only the league's commissioner can name or remove co-commissioners.");
  const wanted = [...new Set(input.userIds)];
  if (wanted.includes(league.commissioner_id))
    throw badRequest('The commissioner already has every power: name other GMs of the league.');
  const now = ctx.now();
  const at = now.toISOString();
  let told: (number | null)[];
  try {
    told = await db.transaction().execute(async (trx) => {
      const gms = await repo.gmsOfLeague(trx, leagueId);
      const stranger = wanted.find((id) => !gms.has(id));
      if (stranger !== undefined)
        throw badRequest(
          `User ${stranger} is not a GM of this league: only its GMs can be co-commissioners.`,
        );
      const current = await repo.coCommissionerIdsOf(trx, leagueId);
      const notified: (number | null)[] = [];
      for (const id of wanted.filter((w) => !current.includes(w))) {
        await repo.insertCoCommissioner(trx, { leagueId, userId: id, at });
        const details = { userId: id, username: gms.get(id) ?? '' };
        await recordCommissionerAction(trx, {
          leagueId,
          actorId: userId,
          now,
          action: 'co_commissioner_named',
          details,
        });
        notified.push(
          await tellCoCommissioner(trx, { leagueId, leagueName: league.name, userId: id, at }, 'named'),
        );
      }
      for (const id of current.filter((c) => !wanted.includes(c)))
        notified.push(...(await removeCoCommissionerIn(trx, { leagueId, userId: id, actorId: userId, now })));
      return notified;
    });
  } catch (error) {
    // Two owners' requests at once (PostgreSQL): the second insert of the same pair.
    if (databaseErrorKind(error) === 'unique-violation')
      throw conflict('The co-commissioners changed meanwhile. Reload and try again.');
    throw error;
  }
  await announce(ctx, told);
  return getCoCommissioners(ctx, leagueId, userId);
}

/**
 * The user stops being a co-commissioner of the league, in the caller's transaction: logged (as the
 * actor's doing; null for a GM who left the league) and told. Nothing when he was none. Returns who was told.
 */
export async function removeCoCommissionerIn(
  trx: Db,
  input: { leagueId: number; userId: number; actorId: number | null; now: Date },
): Promise<(number | null)[]> {
  const { leagueId, userId, now } = input;
  if (!(await repo.deleteCoCommissioner(trx, leagueId, userId))) return [];
  const user = await repo.findUser(trx, userId);
  const username = user ? shownUsername(user.username, user.deleted_at) : '';
  await recordCommissionerAction(trx, {
    leagueId,
    actorId: input.actorId,
    now,
    action: 'co_commissioner_removed',
    details: { userId, username },
  });
  const league = await repo.findLeagueName(trx, leagueId);
  const at = now.toISOString();
  return [await tellCoCommissioner(trx, { leagueId, leagueName: league?.name ?? '', userId, at }, 'removed')];
}

function tellCoCommissioner(
  db: Db,
  input: { leagueId: number; leagueName: string; userId: number; at: string },
  what: 'named' | 'removed',
) {
  return notify(db, {
    userId: input.userId,
    at: input.at,
    kind: what === 'named' ? 'co_commissioner_named' : 'co_commissioner_removed',
    payload: { leagueId: input.leagueId, leagueName: input.leagueName },
  });
}
