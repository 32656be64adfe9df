import type { Profile, updateProfileRequestSchema } from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { readableLeagues } from '../leagues/access';
import { listUserLeagues } from '../leagues/service';
import { findUserById, findUserByLogin, type UserRow } from '../users/api';
import { updateProfileFields } from './repo';

/** The user's profile as the viewer sees it: only the leagues the viewer may read (docs/decisions/059). */
async function presentProfile(ctx: AppContext, user: UserRow, viewerId: number): Promise<Profile> {
  const leagues = await readableLeagues(ctx.database.db, await listUserLeagues(ctx, user.id), viewerId);
  return {
    id: user.id,
    username: user.username,
    registeredAt: user.created_at,
    gmName: user.gm_name,
    favouriteTeam: user.favorite_team,
    prefersTo: user.prefers_to,
    leagues: leagues.map((l) => ({
      id: l.id,
      name: l.name,
      team: l.myTeam,
      isCommissioner: l.isCommissioner,
    })),
  };
}

export async function getOwnProfile(ctx: AppContext, userId: number): Promise<Profile> {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw notFound('User profile not found.');
  return presentProfile(ctx, user, userId);
}

export async function getProfileByUsername(
  ctx: AppContext,
  username: string,
  viewerId: number,
): Promise<Profile> {
  const user = await findUserByLogin(ctx.database.db, username);
  // Only by username: an e-mail address must not find a profile.
  if (!user || user.username_key !== username.trim().toLowerCase()) throw notFound('User profile not found.');
  return presentProfile(ctx, user, viewerId);
}

export async function updateProfile(
  ctx: AppContext,
  userId: number,
  update: z.output<typeof updateProfileRequestSchema>,
): Promise<Profile> {
  await updateProfileFields(ctx.database.db, userId, {
    gm_name: update.gmName,
    favorite_team: update.favouriteTeam,
    prefers_to: update.prefersTo,
  });
  return getOwnProfile(ctx, userId);
}
