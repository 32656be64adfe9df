import type { CapSheetResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { draftsOfPlayers } from '../draft/drafted';
import { findTeam } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { buildCapSheet } from './cap-sheet';
import { contractSettingsOf } from './settings';
import { activeSeasonYear, openWaiversOfTeam } from './waivers-repo';

/** GET /league/{id}/team/{teamId}/cap: a team's cap sheet, open to everyone who can see the league. */
export async function getCapSheet(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
): Promise<CapSheetResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const team = await findTeam(db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  const year = await activeSeasonYear(db, league);
  const sheet = await buildCapSheet(
    db,
    { teamId, year, settings: contractSettingsOf(league.contract_settings) },
    await openWaiversOfTeam(db, teamId),
  );
  // "Drafted by" on each row the league's draft made.
  const drafted = await draftsOfPlayers(
    db,
    leagueId,
    sheet.players.map((p) => p.id),
  );
  return { ...sheet, players: sheet.players.map((p) => ({ ...p, drafted: drafted.get(p.id) ?? null })) };
}
