import type { Db, LeagueRow, TeamRow } from '../leagues/api';
import { notify } from '../notifications/service';

/** What a free agent's decision leaves behind: each offering GM told how it was decided. */

export interface Outcome {
  offer: { id: number; team_id: number };
  outcome: 'signed' | 'signed_elsewhere' | 'rejected' | 'void';
  reason: string | null;
}

/** Each GM who offered hears how it was decided; returns the users told. */
export async function tell(
  trx: Db,
  input: {
    league: LeagueRow;
    player: { id: number; first_name: string; last_name: string };
    teams: ReadonlyMap<number, TeamRow>;
    outcomes: Outcome[];
    winner: TeamRow | null;
    at: string;
  },
): Promise<number[]> {
  const told: (number | null)[] = [];
  for (const o of input.outcomes) {
    const team = input.teams.get(o.offer.team_id);
    if (!team || team.gm_user_id === null) continue;
    told.push(
      await notify(trx, {
        userId: team.gm_user_id,
        at: input.at,
        kind: 'contract_offer_decided',
        payload: {
          leagueId: input.league.id,
          teamId: team.id,
          playerId: input.player.id,
          playerName: `${input.player.first_name} ${input.player.last_name}`,
          outcome: o.outcome,
          signedWith: o.outcome === 'signed_elsewhere' ? (input.winner?.name ?? null) : null,
          reason: o.reason,
        },
      }),
    );
  }
  return told.filter((id): id is number => id !== null);
}
