import { type StoredPlayer, scoutProjection } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { findLeague } from '../leagues/api';
import { findScoutBias } from './class-repo';
import { findSeason } from './repo';
import { seasonScouting } from './scouting';

/**
 * A prospect of the draft class as his player page shows him (docs/decisions/049): his true potential is
 * left out, and the potential among a skater's ratings is the scouts' projection of it today.
 */
export async function scoutedPlayer(
  ctx: AppContext,
  input: { leagueId: number; player: StoredPlayer },
): Promise<StoredPlayer> {
  const { player } = input;
  const { potential, ...shown } = player;
  if (!shown.attributes) return shown;
  const { db } = ctx.database;
  const [league, prospect, season] = await Promise.all([
    findLeague(db, input.leagueId),
    findScoutBias(db, Number(player.id)),
    findSeason(db, input.leagueId, undefined),
  ]);
  const scouting = league && season ? await seasonScouting(db, league, season, ctx.now()) : { progress: 0 };
  const projected = scoutProjection(potential ?? shown.overall, prospect?.scout_bias ?? 0, scouting.progress);
  return {
    ...shown,
    attributes: { ...shown.attributes, senses: { ...shown.attributes.senses, potential: projected.mid } },
  };
}
