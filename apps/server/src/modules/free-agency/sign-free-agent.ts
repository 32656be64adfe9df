import { recordNewsItems } from '../feed/service';
import type { Db } from '../leagues/api';
import * as ledger from '../ledger/api';

/** A free agent's signing with a team. */
export interface FreeAgentSigning {
  leagueId: number;
  team: { id: number; name: string };
  player: { id: number; name: string };
  terms: { capHit: number; years: number };
  /** The seasons stored: the term, plus one when signed in the offseason (`contractStart`). */
  storedYears: number;
  signedYear: number;
  active: boolean;
  /** His first contract, an entry-level one, signed at this age (a newcomer at camp, decision 077). */
  entryLevelAt?: number;
}

/**
 * A free agent signs with a team, in the caller's transaction: he joins it (its active roster when there is
 * room, where he takes the foot of his position's column in the depth chart, else the minors) under a
 * standard contract (a newcomer's first at camp: an entry-level one), logged and told in the league's news.
 * False when he was no longer a free agent.
 */
export async function signFreeAgent(trx: Db, input: FreeAgentSigning & { at: string }): Promise<boolean> {
  const [moved] = await signFreeAgents(trx, [input], input.at);
  return moved ?? false;
}

/** Several signings at one time (the AI teams' at camp), written together; whether each applied, in order. */
export async function signFreeAgents(
  trx: Db,
  signings: readonly FreeAgentSigning[],
  at: string,
): Promise<boolean[]> {
  if (signings.length === 0) return [];
  const results = await ledger.movePlayers(
    trx,
    signings.map((input) => ({
      playerId: input.player.id,
      from: { teamId: null },
      toTeamId: input.team.id,
      status: input.active ? ('active' as const) : ('minors' as const),
      contract: {
        capHit: input.terms.capHit,
        years: input.storedYears,
        signedYear: input.signedYear,
        type: input.entryLevelAt === undefined ? ('standard' as const) : ('entry-level' as const),
        ...(input.entryLevelAt === undefined
          ? {}
          : { first: { year: input.signedYear, age: input.entryLevelAt } }),
      },
      log: {
        leagueId: input.leagueId,
        teamId: input.team.id,
        kind: 'signed' as const,
        detail: input.terms,
        byUserId: null,
      },
      whenBeaten: 'skip' as const,
    })),
    { at },
  );
  const moved = results.map((r) => r.moved);
  await recordNewsItems(
    trx,
    signings
      .filter((_, i) => moved[i])
      .map(({ leagueId, team, player, terms }) => ({
        leagueId,
        teamId: team.id,
        at,
        kind: 'free_agent_signed' as const,
        payload: {
          playerId: player.id,
          playerName: player.name,
          teamId: team.id,
          teamName: team.name,
          capHit: terms.capHit,
          years: terms.years,
        },
      })),
  );
  return moved;
}
