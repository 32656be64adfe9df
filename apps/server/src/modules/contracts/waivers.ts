import { leagueInstant, type Waiver, type WaiversResponse } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { findTeamOfGm } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { contractSettingsOf } from './settings';
import { roomProblem } from './team-room';
import { waiverOrder } from './waiver-order';
import { activeSeasonYear, claimsOfTeam, insertClaim, openWaivers, type OpenWaiverRow } from './waivers-repo';

const presentWaiver = (row: OpenWaiverRow, claimed: ReadonlySet<number>): Waiver => ({
  id: row.id,
  player: {
    id: row.player_id,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    age: row.age,
    overall: row.overall,
    capHit: row.cap_hit,
    yearsLeft: row.contract_years,
  },
  fromTeam: { id: row.from_team_id, name: row.team_name },
  headedTo: row.headed_to,
  placedAt: row.placed_at,
  endsAt: row.ends_at,
  claimedByMyTeam: claimed.has(row.id),
});

/** GET /league/{id}/waivers: the open waiver wire, and where the viewer's team stands in the claiming order. */
export async function listWaivers(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<WaiversResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const myTeam = await findTeamOfGm(db, leagueId, userId);
  const [rows, order, claims] = await Promise.all([
    openWaivers(db, leagueId),
    waiverOrder(db, leagueId),
    myTeam ? claimsOfTeam(db, myTeam.id) : Promise.resolve([]),
  ]);
  const claimed = new Set(claims.map((c) => c.waiver_id));
  return {
    leagueNow: leagueInstant(ctx.now(), league.time_zone, league.simulated_to).toISOString(),
    myPriority: myTeam ? order.indexOf(myTeam.id) + 1 : null,
    waivers: rows.map((row) => presentWaiver(row, claimed)),
  };
}

/**
 * POST /league/{id}/waivers/{waiverId}/claim (a GM, for his own team): a claim stands until the waivers
 * end; room on the roster and under the cap is checked now and again when they end, in the resolving
 * transaction, where the claim with the best priority that still fits wins.
 */
export async function claimWaiver(
  ctx: AppContext,
  leagueId: number,
  waiverId: number,
  userId: number,
): Promise<Waiver> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const team = await findTeamOfGm(db, leagueId, userId);
  if (!team) throw forbidden('Only a GM can claim a player off waivers: you run no team in this league.');
  const now = leagueInstant(ctx.now(), league.time_zone, league.simulated_to).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = (await openWaivers(trx, leagueId)).find((w) => w.id === waiverId);
    if (!row)
      throw notFound('No open waivers with that id in this league: he may have been claimed or cleared.');
    const name = `${row.first_name} ${row.last_name}`;
    if (row.ends_at <= now) throw conflict(`The waivers on ${name} have ended: claims are closed.`);
    if (row.from_team_id === team.id)
      throw conflict(`Your team placed ${name} on waivers: it cannot claim him.`);
    const year = await activeSeasonYear(trx, league);
    const problem = await roomProblem(
      trx,
      team.id,
      { name, capHit: row.cap_hit },
      year,
      contractSettingsOf(league.contract_settings),
    );
    if (problem) throw conflict(problem);
    const inserted = await insertClaim(trx, {
      waiver_id: waiverId,
      team_id: team.id,
      by_user_id: userId,
      claimed_at: ctx.now().toISOString(),
    });
    if (!inserted) throw conflict(`Your team has already claimed ${name}.`);
    return presentWaiver(row, new Set([waiverId]));
  });
}
