import { openingHoldMessage, type SeasonOpening, type StartBelowFloorRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner } from '../leagues/service';
import { announce, notify } from '../notifications/service';
import { type Opening, presentOpening, readOpening } from './facts';
import * as repo from './repo';

/** GET /league/{id}/season/opening: whether the active season's regular season may start. */
export async function getSeasonOpening(ctx: AppContext, leagueId: number): Promise<SeasonOpening> {
  return presentOpening(await readOpening(ctx, leagueId));
}

/**
 * Tells each GM whose team holds the opening, once a season (docs/decisions/076): when the opening's games
 * first wait for him, whichever process or request finds them waiting.
 */
async function tellHoldingGms(ctx: AppContext, opening: Opening): Promise<void> {
  const at = ctx.now().toISOString();
  const told = await ctx.database.db.transaction().execute(async (trx) => {
    const users: (number | null)[] = [];
    for (const team of opening.hold.belowFloor) {
      const gm = opening.gmOf.get(team.teamId) ?? null;
      if (gm === null) continue;
      if (!(await repo.claimHoldNotice(trx, { seasonId: opening.season.id, teamId: team.teamId, at })))
        continue;
      const payload = {
        leagueId: opening.league.id,
        leagueName: opening.league.name,
        teamId: team.teamId,
        teamName: team.teamName,
        payroll: team.payroll,
        floor: opening.floor,
      };
      users.push(await notify(trx, { userId: gm, at, kind: 'opening_held', payload }));
    }
    return users;
  });
  await announce(ctx, told);
}

/**
 * Whether the opening can be held at all, from the season's row alone: in the preseason, with no override.
 * Every game batch of every league asks, so a season under way costs one small read, not its payrolls.
 */
async function mayHold(ctx: AppContext, leagueId: number): Promise<boolean> {
  const season = await repo.findOpeningSeason(ctx.database.db, leagueId);
  return season?.phase === 'preseason' && season.floor_overridden_at === null;
}

/**
 * Whether the league's due games wait for its opening (the game scheduler asks before each league's
 * batch): a held league is skipped, its GMs told once, and every other league plays on.
 */
export async function openingHoldsGames(ctx: AppContext, leagueId: number): Promise<boolean> {
  if (!(await mayHold(ctx, leagueId))) return false;
  const opening = await readOpening(ctx, leagueId);
  if (!opening.hold.held) return false;
  await tellHoldingGms(ctx, opening);
  return true;
}

/**
 * 409 when playing the league's games through `through` (a league day; null: every game) would start a
 * held regular season, naming each GM team below the floor and by how much, and how to override.
 */
export async function refuseHeldOpening(ctx: AppContext, leagueId: number, through: string | null) {
  if (!(await mayHold(ctx, leagueId))) return;
  const opening = await readOpening(ctx, leagueId);
  if (!opening.hold.held || opening.firstDay === null) return;
  if (through !== null && through < opening.firstDay) return;
  await tellHoldingGms(ctx, opening);
  throw conflict(openingHoldMessage(opening.hold, opening.floor, leagueId));
}

/** Whether the opening is held now (the clock keeps the preseason while it is). */
export async function openingHeld(ctx: AppContext, leagueId: number): Promise<boolean> {
  return (await mayHold(ctx, leagueId)) && (await readOpening(ctx, leagueId)).hold.held;
}

/**
 * The commissioner starts the season anyway (docs/decisions/076): the override is stored on the season and
 * written to the league's audit log in one transaction. 409 when the season named is not the active one,
 * has begun, was already started anyway or has no GM team below the floor.
 */
export async function startBelowFloor(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  request: StartBelowFloorRequest,
): Promise<SeasonOpening> {
  await requireCommissioner(ctx, leagueId, userId);
  const opening = await readOpening(ctx, leagueId);
  const { season } = opening;
  if (season.id !== request.seasonId)
    throw conflict(
      `Season ${request.seasonId} is not this league's active season (${season.name}): reload the page and look again.`,
    );
  if (opening.begun) throw conflict(`The ${season.name} regular season has already begun: nothing holds it.`);
  if (season.floor_overridden_at !== null)
    throw conflict(`The ${season.name} season was already started below the floor.`);
  if (opening.hold.belowFloor.length === 0)
    throw conflict(
      `Every team run by a GM is at or above the floor: the ${season.name} regular season starts on its own.`,
    );
  const now = ctx.now();
  await ctx.database.db.transaction().execute(async (trx) => {
    if (!(await repo.markFloorOverridden(trx, season.id, now.toISOString())))
      throw conflict(`The ${season.name} season was already started below the floor.`);
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now,
      action: 'season_started_below_floor',
      details: {
        seasonName: season.name,
        teams: opening.hold.belowFloor.map(({ teamId, teamName, short }) => ({ teamId, teamName, short })),
      },
    });
  });
  return getSeasonOpening(ctx, leagueId);
}
