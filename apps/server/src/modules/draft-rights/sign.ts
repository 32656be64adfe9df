import { capSeasonFor, draftSettingsOf, teamCapFigures, type SeasonPhase } from '@rinkside/domain';
import { capContractOf } from '../contracts/contract-facts';
import * as contracts from '../contracts/api';
import { contractSettingsOf } from '../contracts/settings';
import * as ledger from '../ledger/api';
import { contractStart } from '../free-agency/facts';
import type { Db, LeagueRow } from '../leagues/api';
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
  await contracts.lockTeam(trx, input.kind, teamId);
  const rights = await findHeldRights(trx, league.id, input.playerId);
  if (!rights || rights.status !== 'prospect' || rights.team_id !== teamId)
    return {
      ok: false,
      problem: `He is not an unsigned draft pick of ${input.teamName}: only a drafted player whose rights the team holds signs an entry-level contract.`,
    };
  const settings = contractSettingsOf(league.contract_settings);
  const { startYear, storedExtra } = contractStart(input.season);
  const held = await contracts.listContractPlayers(trx, teamId);
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
  const { moved } = await ledger.movePlayer(
    trx,
    {
      playerId: rights.id,
      from: { teamId, status: 'prospect' },
      status: 'minors',
      contract: {
        capHit: terms.capHit,
        years: terms.years + storedExtra,
        type: 'entry-level',
        signedYear: startYear,
        first: { year: startYear, age: rights.age },
      },
      log: {
        leagueId: league.id,
        teamId,
        kind: 'entry_level_signed',
        detail: { capHit: terms.capHit, years: terms.years },
        byUserId: input.byUserId,
      },
      whenBeaten: 'skip',
    },
    { at: input.at },
  );
  if (!moved) return { ok: false, problem: 'He has just signed (or moved): reload to see where he stands.' };
  return { ok: true, ...terms };
}
