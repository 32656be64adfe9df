import { recordNews } from '../feed/service';
import type { Db } from '../leagues/api';
import * as ledger from '../ledger/api';

/**
 * A free agent signs with a team, in the caller's transaction: he joins it (its active roster when there is
 * room, where he takes the foot of his position's column in the depth chart, else the minors) under a
 * standard contract (a newcomer's first at camp: an entry-level one), logged and told in the league's news.
 * False when he was no longer a free agent.
 */
export async function signFreeAgent(
  trx: Db,
  input: {
    leagueId: number;
    team: { id: number; name: string };
    player: { id: number; name: string };
    terms: { capHit: number; years: number };
    /** The seasons stored: the term, plus one when signed in the offseason (`contractStart`). */
    storedYears: number;
    signedYear: number;
    active: boolean;
    at: string;
    /** His first contract, an entry-level one, signed at this age (a newcomer at camp, decision 077). */
    entryLevelAt?: number;
  },
): Promise<boolean> {
  const { leagueId, team, player, terms, at } = input;
  const { moved } = await ledger.movePlayer(
    trx,
    {
      playerId: player.id,
      from: { teamId: null },
      toTeamId: team.id,
      status: input.active ? 'active' : 'minors',
      contract: {
        capHit: terms.capHit,
        years: input.storedYears,
        signedYear: input.signedYear,
        type: input.entryLevelAt === undefined ? 'standard' : 'entry-level',
        ...(input.entryLevelAt === undefined
          ? {}
          : { first: { year: input.signedYear, age: input.entryLevelAt } }),
      },
      log: { leagueId, teamId: team.id, kind: 'signed', detail: terms, byUserId: null },
      whenBeaten: 'skip',
    },
    { at },
  );
  if (!moved) return false;
  await recordNews(trx, {
    leagueId,
    teamId: team.id,
    at,
    kind: 'free_agent_signed',
    payload: {
      playerId: player.id,
      playerName: player.name,
      teamId: team.id,
      teamName: team.name,
      capHit: terms.capHit,
      years: terms.years,
    },
  });
  return true;
}
