import {
  capSeasonFor,
  leagueInstant,
  maxCapHitFor,
  maxContractYears,
  offerDecidedAt,
  offerTermsProblem,
  signingProblem,
  type ContractOffer,
  type ContractOfferRequest,
  type ContractOffersResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import * as contracts from '../contracts/api';
import { contractSettingsOf } from '../contracts/settings';
import { findActiveSeason, findTeam, findTeamOfGm } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { calendarOf, contractStart, teamCapIn } from './facts';
import * as offers from './offers-repo';
import * as repo from './repo';
import { mayUseCommissionerPowers } from '../commissioners/powers';

export const presentOffer = (row: repo.OfferRow): ContractOffer => ({
  id: row.id,
  player: { id: row.player_id, firstName: row.first_name, lastName: row.last_name, position: row.position },
  team: { id: row.team_id, name: row.team_name },
  capHit: row.cap_hit,
  years: row.years,
  madeAt: row.made_at,
  decideAt: row.decide_at,
  state: row.state,
  reason: row.reason,
  decidedAt: row.decided_at,
});

/**
 * POST /league/{id}/contract-offers (the team's GM or the commissioner): an offer to a free agent that
 * stands until he decides (docs/decisions/045): at the end of the current round, or after the decision
 * period. Checked now against the rules, his team's cap in the season the contract starts in and its
 * contracts, and again when he decides; one open offer a team to a player (withdraw it to change it).
 */
export async function makeOffer(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: ContractOfferRequest,
): Promise<ContractOffer> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const team = await findTeam(db, leagueId, request.teamId);
  if (!team) throw notFound('Team not found in this league.');
  if (team.gm_user_id !== userId && !(await mayUseCommissionerPowers(db, league, userId)))
    throw forbidden("Only this team's GM or the commissioner can make its offers.");
  const season = await findActiveSeason(db, leagueId);
  if (!season) throw conflict('This league has no active season.');
  const settings = contractSettingsOf(league.contract_settings);
  const { startYear } = contractStart(season);
  const player = await repo.findPlayerInLeague(db, leagueId, request.playerId);
  if (!player) throw notFound('Player not found in this league.');
  const name = `${player.first_name} ${player.last_name}`;
  if (player.status === 'draft')
    throw conflict(`${name} is in the draft class: a team gets his rights by drafting him, not by an offer.`);
  if (player.team_id !== null || player.retired_after_season_id !== null)
    throw conflict(`${name} is not a free agent: only a player without a team can be offered a contract.`);
  const reSigning = player.last_team_id === team.id;
  const problem = offerTermsProblem(request, {
    minimumSalary: capSeasonFor(settings, startYear).minimumSalary,
    maxCapHit: maxCapHitFor(settings, startYear),
    maxYears: maxContractYears(settings, reSigning),
  });
  if (problem) throw badRequest(problem);

  const now = leagueInstant(ctx.now(), league.time_zone, league.simulated_to);
  const calendar = await calendarOf(db, league, season, settings);
  const decideAt = offerDecidedAt(calendar, now, settings);
  const id = await db.transaction().execute(async (trx) => {
    await contracts.lockTeam(trx, ctx.database.kind, team.id);
    const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
    const refused = signingProblem(cap, request.capHit, capSeasonFor(settings, startYear), settings);
    if (refused?.kind === 'contracts')
      throw conflict(`Your team holds the most contracts allowed (${refused.maxContracts}).`);
    if (refused) throw conflict(`Signing ${name} would put the team ${refused.overage}.`);
    try {
      return await offers.insertOffer(trx, {
        league_id: leagueId,
        player_id: player.id,
        team_id: team.id,
        by_user_id: userId,
        cap_hit: request.capHit,
        years: request.years,
        made_at: now.toISOString(),
        decide_at: decideAt.toISOString(),
      });
    } catch (error) {
      if (databaseErrorKind(error) === 'unique-violation')
        throw conflict(
          `Your team already has an open offer to ${name}: withdraw it first to offer different terms.`,
        );
      throw error;
    }
  });
  const [row] = await repo.listOffers(db, leagueId, { offerId: id });
  if (!row) throw new Error('The offer was not stored.');
  return presentOffer(row);
}

/**
 * GET /league/{id}/contract-offers: a GM sees his team's offers, the commissioner every team's, anyone
 * else none. A `teamId` filters, as query ids do: another team's, or one that does not exist, lists none.
 */
export async function listOffers(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  query: { teamId?: number },
): Promise<ContractOffersResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const team = await findTeamOfGm(db, leagueId, userId);
  const yourTeamId = team?.id ?? null;
  if (await mayUseCommissionerPowers(db, league, userId))
    return { offers: (await repo.listOffers(db, leagueId, query)).map(presentOffer), yourTeamId };
  if (!team || (query.teamId !== undefined && query.teamId !== team.id)) return { offers: [], yourTeamId };
  return {
    offers: (await repo.listOffers(db, leagueId, { teamId: team.id })).map(presentOffer),
    yourTeamId,
  };
}

/** DELETE /league/{id}/contract-offers/{offerId}: withdraws an open offer (its team's GM or the commissioner). */
export async function withdrawOffer(
  ctx: AppContext,
  leagueId: number,
  offerId: number,
  userId: number,
): Promise<ContractOffer> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const [row] = await repo.listOffers(db, leagueId, { offerId });
  if (!row) throw notFound('No offer with that id in this league.');
  const team = await findTeam(db, leagueId, row.team_id);
  if (team?.gm_user_id !== userId && !(await mayUseCommissionerPowers(db, league, userId)))
    throw forbidden("Only this team's GM or the commissioner can withdraw its offers.");
  const at = leagueInstant(ctx.now(), league.time_zone, league.simulated_to).toISOString();
  if (!(await offers.withdrawOpenOffer(db, offerId, at)))
    throw conflict(
      `This offer was already ${row.state === 'open' ? 'decided' : row.state}: it can no longer be withdrawn.`,
    );
  const [after] = await repo.listOffers(db, leagueId, { offerId });
  if (!after) throw new Error('The offer vanished.');
  return presentOffer(after);
}
