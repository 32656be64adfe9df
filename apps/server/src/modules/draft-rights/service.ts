import {
  draftSettingsOf,
  type DraftRights,
  type EntryLevelSigningResponse,
  type Position,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { contractSettingsOf } from '../contracts/settings';
import { contractStart } from '../free-agency/facts';
import { findActiveSeason } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { entryLevelTerms } from './entry-level-terms';
import { findPlayerWithTeam, findTeamOfLeague, listHeldRights } from './repo';
import { signDrafted } from './sign';
import { mayUseCommissionerPowers } from '../commissioners/powers';

/**
 * POST /league/{id}/players/{playerId}/sign-entry-level: the GM of the team holding a drafted player's
 * rights (or the commissioner) signs him to his entry-level contract (docs/decisions/049).
 */
export async function signEntryLevel(
  ctx: AppContext,
  leagueId: number,
  playerId: number,
  userId: number,
): Promise<EntryLevelSigningResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const player = await findPlayerWithTeam(db, leagueId, playerId);
  if (!player) throw notFound('There is no such player in this league.');
  const name = `${player.first_name} ${player.last_name}`;
  const isCommissioner = await mayUseCommissionerPowers(ctx.database.db, league, userId);
  if (!isCommissioner && (player.team_id === null || player.gm_user_id !== userId))
    throw forbidden(
      player.team_id === null
        ? `${name} belongs to no team: no GM can sign him to an entry-level contract.`
        : `Only the GM of ${player.team_name} (or the commissioner) can sign ${name}.`,
    );
  if (player.team_id === null || player.team_name === null)
    throw conflict(`${name} belongs to no team: only a drafted player whose rights a team holds signs one.`);
  const season = await findActiveSeason(db, leagueId);
  if (!season) throw conflict('This league has no active season.');
  const teamId = player.team_id;
  const teamName = player.team_name;
  const result = await db.transaction().execute((trx) =>
    signDrafted(trx, {
      kind: ctx.database.kind,
      league,
      season,
      playerId,
      teamId,
      teamName,
      at: ctx.now().toISOString(),
      byUserId: userId,
    }),
  );
  if (!result.ok) throw conflict(result.problem.replace(/^He /, `${name} `));
  return { playerId, capHit: result.capHit, years: result.years };
}

/** GET /league/{id}/team/{teamId}/draft-rights: the team's drafted players, unsigned, and their terms. */
export async function listDraftRights(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
): Promise<DraftRights[]> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const team = await findTeamOfLeague(db, leagueId, teamId);
  if (!team) throw notFound('There is no such team in this league.');
  const season = await findActiveSeason(db, leagueId);
  const { startYear } = season ? contractStart(season) : { startYear: league.start_year };
  const settings = contractSettingsOf(league.contract_settings);
  const draft = draftSettingsOf(league.draft_settings);
  const rows = await listHeldRights(db, leagueId, teamId);
  return rows.map((row) => ({
    playerId: row.id,
    name: `${row.first_name} ${row.last_name}`,
    position: row.position as Position,
    age: row.age,
    overall: row.overall,
    draft: { year: row.year, round: row.round, overall: row.pick_overall ?? 0 },
    rightsEndYear: row.year + draft.signingWindowDrafts,
    entryLevel: entryLevelTerms({
      settings,
      startYear,
      round: row.round,
      rounds: draft.rounds,
      age: row.age,
    }),
  }));
}
