import {
  answerOffer,
  capOverageMessage,
  capSeasonFor,
  formatCapHit,
  maxCapHitFor,
  mayBeQualified,
  offerTermsProblem,
  type ContractTerms,
  type ReSigningOfferRequest,
  type ReSigningOfferResponse,
  type ReSigningPlayer,
  type ReSigningResponse,
  type TalksAnswer,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordNewsItems } from '../feed/service';
import { findActiveSeason, type Db, type LeagueRow, type TeamRow } from '../leagues/api';
import { requireEditor, teamAccess } from '../lines/access';
import { requireLeague } from '../leagues/service';
import { expiryFactsOfRow } from '../contracts/contract-facts';
import * as contracts from '../contracts/api';
import * as ledger from '../ledger/api';
import { contractSettingsOf } from '../contracts/settings';
import * as repo from './repo';
import { askOf, moodOf, presentPlayer, type TalksSeason } from './talks';

const nameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;
const seasons = (years: number) => `${years} ${years === 1 ? 'season' : 'seasons'}`;

/** The league's active season as talks see it; none (a league not yet started) is a 409. */
async function talksSeason(db: Db, league: LeagueRow, teamId: number): Promise<TalksSeason> {
  const season = await findActiveSeason(db, league.id);
  if (!season) throw conflict('This league has no active season: contracts are re-signed within one.');
  return {
    seasonId: season.id,
    year: season.start_year,
    settings: contractSettingsOf(league.contract_settings),
    teamPointsPercentage: await repo.teamPointsPercentage(db, season.id, teamId),
    market: season.salary_market,
  };
}

/** The team's players whose contracts end with the active season, with their talks and league games. */
async function expiringPlayers(db: Db, teamId: number, season: TalksSeason) {
  const players = await contracts.listContractPlayers(db, teamId);
  const expiring = players.filter((p) => p.contract_years === 1);
  const [talks, careers] = await Promise.all([
    repo.listTalksOfTeam(db, season.seasonId, teamId),
    contracts.leagueCareers(
      db,
      expiring.map((p) => p.id),
    ),
  ]);
  return { players, expiring, talks: new Map(talks.map((t) => [t.player_id, t])), careers };
}

/**
 * GET /league/{id}/team/{teamId}/re-signing: open to the league, as cap sheets are; the asks, moods and
 * offers only to the team's GM and the commissioner (docs/decisions/044).
 */
export async function listReSigning(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
): Promise<ReSigningResponse> {
  const { team, editable } = await teamAccess(ctx, leagueId, teamId, userId);
  const { db } = ctx.database;
  const league = await requireLeague(ctx, leagueId);
  const season = await talksSeason(db, league, team.id);
  const { players, expiring, talks, careers } = await expiringPlayers(db, teamId, season);
  const next = capSeasonFor(season.settings, season.year + 1);
  return {
    teamId,
    canNegotiate: editable,
    nextSeason: {
      startYear: next.startYear,
      upperLimit: next.upperLimit,
      minimumSalary: next.minimumSalary,
      maxCapHit: maxCapHitFor(season.settings, next.startYear),
      committed: await repo.nextSeasonCommitted(db, teamId, season.year, players),
    },
    maxYears: season.settings.maxYearsReSigning,
    players: expiring.map((row) =>
      presentPlayer(row, talks.get(row.id), season, careers.get(row.id), editable),
    ),
  };
}

/** His expiring row on the team, read under the team's lock; a 404 or 409 says why he cannot be offered. */
async function expiringPlayer(trx: Db, teamId: number, season: TalksSeason, playerId: number) {
  const state = await expiringPlayers(trx, teamId, season);
  const row = state.players.find((p) => p.id === playerId);
  if (!row) throw notFound('That player is not under contract with this team.');
  if (row.contract_years !== 1)
    throw conflict(
      `${nameOf(row)} is signed for ${seasons(row.contract_years)} more: he can be re-signed in his contract's last season.`,
    );
  return { ...state, row };
}

const ANSWER_TEXT: Record<TalksAnswer['outcome'], (name: string, answer: TalksAnswer) => string> = {
  accepted: (name) => `${name} accepted: his new contract starts next season.`,
  countered: (name, answer) =>
    answer.outcome === 'countered'
      ? `${name} countered: ${seasons(answer.counter.years)} at ${formatCapHit(answer.counter.capHit)}.`
      : '',
  refused: (name) => `${name} broke off talks: he will not negotiate again this season.`,
};

/**
 * POST /league/{id}/team/{teamId}/re-signing: one offer to an expiring player, answered at once. In one
 * transaction under the team's lock, so two offers at once take turns and the second sees the first's
 * outcome (docs/decisions/044).
 */
export async function makeReSigningOffer(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  offer: ReSigningOfferRequest,
): Promise<ReSigningOfferResponse> {
  const team = await requireEditor(ctx, leagueId, teamId, userId, 'contracts');
  const league = await requireLeague(ctx, leagueId);
  const at = ctx.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    await contracts.lockTeam(trx, ctx.database.kind, teamId);
    const season = await talksSeason(trx, league, teamId);
    const { players, talks, careers, row } = await expiringPlayer(trx, teamId, season, offer.playerId);
    const name = nameOf(row);
    if (row.extension_cap_hit !== null)
      throw conflict(`${name} has already re-signed: his new contract starts next season.`);
    const current = talks.get(row.id);
    if (current?.state === 'broken')
      throw conflict(`${name} broke off talks and will not negotiate again this season.`);
    checkTerms(season, offer);
    const next = capSeasonFor(season.settings, season.year + 1);
    const committed = await repo.nextSeasonCommitted(trx, teamId, season.year, players);
    const over = committed + offer.capHit - next.upperLimit;
    if (over > 0)
      throw conflict(
        `Re-signing ${name} at ${formatCapHit(offer.capHit)} would put the team ${capOverageMessage(over, next.upperLimit)} next season.`,
      );

    const answer = answerOffer({
      ask: askOf(row, season),
      offer,
      mood: moodOf(row, current, season),
      counter:
        current?.counter_cap_hit != null && current.counter_years !== null
          ? { capHit: current.counter_cap_hit, years: current.counter_years }
          : null,
      maxCapHit: maxCapHitFor(season.settings, next.startYear),
    });
    const counter = answer.outcome === 'countered' ? answer.counter : null;
    const change = {
      mood: answer.mood,
      offer_cap_hit: offer.capHit,
      offer_years: offer.years,
      counter_cap_hit: counter?.capHit ?? null,
      counter_years: counter?.years ?? null,
      updated_at: at,
      state: answer.outcome === 'accepted' ? 'agreed' : answer.outcome === 'refused' ? 'broken' : 'open',
    } as const;
    if (current) await repo.updateTalks(trx, current.id, current.offers, change);
    else
      await repo.insertTalks(trx, {
        league_id: leagueId,
        season_id: season.seasonId,
        player_id: row.id,
        team_id: teamId,
        ...change,
        offers: 1,
      });
    if (answer.outcome === 'accepted') await agree(trx, { league, team, row, offer, userId, at });

    const after = await expiringPlayers(trx, teamId, season);
    const player = after.expiring.find((p) => p.id === row.id) ?? row;
    return {
      outcome: answer.outcome,
      counter,
      mood: answer.mood,
      message: ANSWER_TEXT[answer.outcome](name, answer),
      player: presentPlayer(player, after.talks.get(row.id), season, careers.get(row.id), true),
    };
  });
}

/** The offer within the league's rules: its term, and its cap hit between next season's least and most. */
function checkTerms(season: TalksSeason, offer: ReSigningOfferRequest): void {
  const next = capSeasonFor(season.settings, season.year + 1);
  const problem = offerTermsProblem(offer, {
    minimumSalary: next.minimumSalary,
    maxCapHit: maxCapHitFor(season.settings, next.startYear),
    maxYears: season.settings.maxYearsReSigning,
  });
  if (problem) throw badRequest(problem);
}

/** A re-signing agreed: the player and the terms, who agreed them and when. */
export interface Agreement {
  league: LeagueRow;
  team: TeamRow;
  row: contracts.ContractPlayerRow;
  offer: ContractTerms;
  userId: number | null;
  at: string;
}

/** He signed (a GM's offer, or an AI team's): the extension on his row, the transaction log and the league's news. */
export async function agree(trx: Db, deal: Agreement): Promise<void> {
  await agreeAll(trx, [deal]);
}

/** Several re-signings at once (the AI teams' as free agency opens): their writes made together. */
export async function agreeAll(trx: Db, deals: readonly Agreement[]): Promise<void> {
  await ledger.setContracts(
    trx,
    deals.map(({ league, team, row, offer, at, userId }) => ({
      playerId: row.id,
      from: { teamId: team.id, contractYears: 1, noExtension: true as const },
      contract: { extension: { capHit: offer.capHit, years: offer.years } },
      at,
      log: {
        leagueId: league.id,
        teamId: team.id,
        kind: 're_signed' as const,
        detail: { capHit: offer.capHit, years: offer.years },
        byUserId: userId,
      },
      whenBeaten: {
        conflict: 'That player re-signed a moment ago (another request got there first): reload to see it.',
      },
    })),
  );
  await recordNewsItems(
    trx,
    deals.map(({ league, team, row, offer, at }) => ({
      leagueId: league.id,
      teamId: team.id,
      at,
      kind: 're_signed' as const,
      payload: {
        playerId: row.id,
        playerName: nameOf(row),
        teamId: team.id,
        teamName: team.name,
        capHit: offer.capHit,
        years: offer.years,
      },
    })),
  );
}

/**
 * POST /league/{id}/team/{teamId}/qualifying-offers: tenders the CBA's qualifying offer to a player
 * restricted at expiry, keeping his rights with the team; once (docs/decisions/044).
 */
export async function tenderQualifyingOffer(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  playerId: number,
): Promise<ReSigningPlayer> {
  await requireEditor(ctx, leagueId, teamId, userId, 'contracts');
  const league = await requireLeague(ctx, leagueId);
  const at = ctx.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    await contracts.lockTeam(trx, ctx.database.kind, teamId);
    const season = await talksSeason(trx, league, teamId);
    const { talks, careers, row } = await expiringPlayer(trx, teamId, season, playerId);
    const name = nameOf(row);
    if (!mayBeQualified(season.settings, expiryFactsOfRow(row, careers.get(row.id))))
      throw conflict(
        `${name} will be an unrestricted free agent: a qualifying offer keeps only a restricted player's rights.`,
      );
    if (row.extension_cap_hit !== null)
      throw conflict(`${name} has already re-signed: he needs no qualifying offer.`);
    const shown = presentPlayer(row, talks.get(row.id), season, careers.get(row.id), true);
    const amount = shown.qualifyingOffer?.amount ?? row.cap_hit;
    await ledger.setContract(trx, {
      playerId: row.id,
      from: { noQualifyingOffer: true },
      contract: { qualifyingOffer: amount },
      at,
      log: { leagueId, teamId, kind: 'qualified', detail: { capHit: amount, years: 1 }, byUserId: userId },
      whenBeaten: { conflict: 'A qualifying offer was already tendered to this player.' },
    });
    return { ...shown, qualifyingOffer: { amount, tendered: true } };
  });
}
