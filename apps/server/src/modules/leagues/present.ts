import type { TeamSummary } from '@rinkside/domain';
import type { TeamWithGmRow } from './repo';

/** A team as others see it: the GM's username, never their e-mail unless the viewer is that GM. */
export function presentTeam(row: TeamWithGmRow, viewerId: number): TeamSummary {
  const gm =
    row.gm_user_id === null
      ? null
      : {
          id: row.gm_user_id,
          username: row.gm_username ?? '',
          ...(row.gm_user_id === viewerId && row.gm_email ? { email: row.gm_email } : {}),
        };
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    abbreviation: row.abbreviation,
    colors: [row.primary_color, row.secondary_color],
    conference: row.conference,
    division: row.division,
    username: gm?.username ?? null,
    gm,
  };
}
