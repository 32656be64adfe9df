import {
  type PlayerStatus,
  checkRosterMove,
  leagueInstant,
  type ContractPlacement,
  type RosterMove,
  type RosterMoveRequest,
  type RosterMoveResponse,
  type TransactionDetail,
  type TransactionKind,
} from '@rinkside/domain';
import { announceBuyout } from './announce';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../http/errors';
import { mendLineupAfterRosterMove } from '../desk/service';
import * as ledger from '../ledger/api';
import { requireEditor } from '../lines/access';
import { requireLeague } from '../leagues/service';
import { buildCapSheet } from './cap-sheet';
import { placementOf, waiverExemptNow } from './contract-facts';
import { teamCapState } from './team-room';
import * as repo from './repo';
import { contractSettingsOf } from './settings';
import { presentTransaction } from './transactions';
import { activeSeasonYear, openWaiversOfTeam, placeOnWaivers } from './waivers-repo';

const STATUS_OF: Record<ContractPlacement, PlayerStatus> = {
  active: 'active',
  minors: 'minors',
  'injured-reserve': 'injured',
};

const PLACED_KIND: Record<Exclude<RosterMove, 'release'>, TransactionKind> = {
  callUp: 'callUp',
  sendDown: 'sendDown',
  injuredReserve: 'injuredReserve',
  activate: 'activate',
};

/**
 * POST /league/{id}/team/{teamId}/roster-moves (the team's GM or the commissioner): one move in one
 * transaction that re-reads the roster and the cap under the team's lock, so two moves at once for one
 * team take turns and each is checked against what the other left (docs/decisions/043).
 */
export async function makeRosterMove(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  request: RosterMoveRequest,
): Promise<RosterMoveResponse> {
  const team = await requireEditor(ctx, leagueId, teamId, userId, 'roster');
  const league = await requireLeague(ctx, leagueId);
  const now = ctx.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    await repo.lockTeam(trx, ctx.database.kind, teamId);
    const year = await activeSeasonYear(trx, league);
    const settings = contractSettingsOf(league.contract_settings);
    const { season, players, figures } = await teamCapState(trx, teamId, year, settings);
    const row = players.find((p) => p.id === request.playerId);
    if (!row) throw notFound('That player is not under contract with this team.');
    const waivers = await openWaiversOfTeam(trx, teamId);
    if (waivers.has(row.id))
      throw conflict(
        `${row.first_name} ${row.last_name} is on waivers: wait until he is claimed or clears them.`,
      );
    const career = (await repo.leagueCareers(trx, [row.id])).get(row.id);
    const name = `${row.first_name} ${row.last_name}`;
    const check = checkRosterMove(
      request.move,
      {
        name,
        placement: placementOf(row),
        capHit: row.cap_hit,
        yearsLeft: row.contract_years,
        age: row.age,
        injured: row.injury !== null,
        waiverExempt: waiverExemptNow(row, year, career),
      },
      {
        ...figures,
        activeOnWaivers: players.filter((p) => waivers.has(p.id) && placementOf(p) === 'active').length,
      },
      season,
      settings,
    );
    if (!check.ok) throw conflict(check.message);

    const at = now.toISOString();
    const line = (kind: TransactionKind, detail: TransactionDetail): ledger.LogLine => ({
      leagueId,
      teamId,
      kind,
      detail,
      byUserId: userId,
    });
    // Another move that got there first (his status or team changed) makes this one a 409, not a second change.
    const from = { teamId, status: row.status };
    const whenBeaten = {
      conflict: 'That player was moved by another change a moment ago: reload the roster and try again.',
    };
    // The mending below takes the leaver's places first; the ledger then empties what it could not fill.
    const options = { at, mendingFirst: new Set([teamId]) };
    const outcome = check.outcome;
    let transactionId: number | null;
    if (outcome.kind === 'placed') {
      const kind = PLACED_KIND[request.move as Exclude<RosterMove, 'release'>];
      ({ transactionId } = await ledger.movePlayer(
        trx,
        { playerId: row.id, from, status: STATUS_OF[outcome.placement], log: line(kind, {}), whenBeaten },
        options,
      ));
    } else if (outcome.kind === 'released') {
      const toYear = year + outcome.buyout.seasons - 1;
      const log = line('buyout', { chargePerSeason: outcome.buyout.capChargePerSeason, toYear });
      ({ transactionId } = await ledger.movePlayer(
        trx,
        { playerId: row.id, from, toTeamId: null, log, whenBeaten },
        options,
      ));
      await repo.insertBuyout(trx, {
        leagueId,
        teamId,
        playerId: row.id,
        year,
        buyout: outcome.buyout,
        at,
      });
      await announceBuyout(trx, leagueId, team, row, at);
    } else {
      await placeOnWaivers(trx, {
        league,
        playerId: row.id,
        fromTeamId: teamId,
        headedTo: outcome.headedTo,
        at: leagueInstant(now, league.time_zone, league.simulated_to),
      });
      transactionId = await ledger.recordTransaction(trx, {
        ...line('waived', { headedTo: outcome.headedTo }),
        playerId: row.id,
        at,
      });
    }
    if (outcome.kind !== 'waived') {
      await mendLineupAfterRosterMove(trx, team, at);
      await ledger.clearLineupAfterMending(trx, { teamId, playerIds: [row.id], at });
    }

    if (transactionId === null) throw new Error('The roster move was not logged.');
    const [transaction] = await repo.listTransactions(trx, leagueId, { id: transactionId, limit: 1 });
    if (!transaction) throw new Error('The roster move was not logged.');
    return {
      transaction: presentTransaction(transaction),
      capSheet: await buildCapSheet(trx, { teamId, year, settings }, await openWaiversOfTeam(trx, teamId)),
    };
  });
}
