import { capSeasonFor, draftSettingsOf, teamCapFigures, type SeasonPhase } from '@rinkside/domain';
import { capContractOf } from '../contracts/contract-facts';
import * as contractsRepo from '../contracts/repo';
import { contractSettingsOf } from '../contracts/settings';
import { contractStart } from '../free-agency/facts';
import type { Db, LeagueRow } from '../leagues/repo';
import type { DatabaseKind } from '../../db/database';
import { entryLevelTerms } from './entry-level-terms';
import { findHeldRights } from './repo';

export interface SeasonFacts {
  phase: SeasonPhase;
  start_year: number;
}

/**
 * Signs a drafted player to his entry-level contract, in the caller's transaction (docs/decisions/049): he
 * joins the team's minor-leaguers and counts toward its contracts. Returns why he cannot sign (a sentence
 * for a 409), or his contract. The team is locked first, so two signings cannot both take its last contract.
 */
export async function signDrafted(
  trx: Db,
  input: {
    kind: DatabaseKind;
    league: LeagueRow;
    season: SeasonFacts;
    playerId: number;
    teamId: number;
    teamName: string;
    at: string;
    byUserId: number | null;
  },
): Promise<{ ok: true; capHit: number; years: number } | { ok: false; problem: string }> {
  const { league, teamId } = input;
  await contractsRepo.lockTeam(trx, input.kind, teamId);
  const rights = await findHeldRights(trx, league.id, input.playerId);
  if (!rights || rights.status !== 'prospect' || rights.team_id !== teamId)
    return {
      ok: false,
      problem: `He is not an unsigned draft pick of ${input.teamName}: only a drafted player whose rights the team holds signs an entry-level contract.`,
    };
  const settings = contractSettingsOf(league.contract_settings);
  const { startYear, storedExtra } = contractStart(input.season);
  const held = await contractsRepo.listContractPlayers(trx, teamId);
  const figures = teamCapFigures(held.map(capContractOf), [], capSeasonFor(settings, startYear));
  if (figures.contracts >= settings.maxContracts)
    return {
      ok: false,
      problem: `${input.teamName} holds the most contracts allowed (${settings.maxContracts}): make room before signing him.`,
    };
  const terms = entryLevelTerms({
    settings,
    startYear,
    round: rights.round,
    rounds: draftSettingsOf(league.draft_settings).rounds,
    age: rights.age,
  });
  const signed = await trx
    .updateTable('players')
    .set({
      status: 'minors',
      cap_hit: terms.capHit,
      contract_years: terms.years + storedExtra,
      contract_type: 'entry-level',
      contract_signed_year: startYear,
      first_contract_year: startYear,
      age_at_first_contract: rights.age,
    })
    .where('id', '=', rights.id)
    .where('team_id', '=', teamId)
    .where('status', '=', 'prospect')
    .executeTakeFirst();
  if (Number(signed.numUpdatedRows) !== 1)
    return { ok: false, problem: 'He has just signed (or moved): reload to see where he stands.' };
  await contractsRepo.insertTransaction(trx, {
    league_id: league.id,
    team_id: teamId,
    player_id: rights.id,
    kind: 'entry_level_signed',
    detail: JSON.stringify({ capHit: terms.capHit, years: terms.years }),
    by_user_id: input.byUserId,
    created_at: input.at,
  });
  return { ok: true, ...terms };
}
