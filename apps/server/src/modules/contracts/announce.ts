import type { Db } from '../../db/schema';
import { recordNews } from '../feed/service';
import { notify } from '../notifications/service';

interface Team {
  id: number;
  name: string;
  gm_user_id: number | null;
}

interface Player {
  id: number;
  first_name: string;
  last_name: string;
}

const nameOf = (player: Player) => `${player.first_name} ${player.last_name}`;

/** A buy-out, in the league's news (inside the move's transaction). */
export async function announceBuyout(db: Db, leagueId: number, team: Team, player: Player, at: string) {
  await recordNews(db, {
    leagueId,
    teamId: team.id,
    at,
    kind: 'bought_out',
    payload: { playerId: player.id, playerName: nameOf(player), teamId: team.id, teamName: team.name },
  });
}

/**
 * How a player's waivers ended (inside the resolving transaction): the waiving team's GM is told, a
 * winning claimant's GM too, and a claim or a buy-out makes the league's news. Returns the users told.
 */
export async function announceWaiversEnded(
  db: Db,
  ended: {
    leagueId: number;
    player: Player;
    from: Team;
    winner: Team | null;
    outcome: 'claimed' | 'minors' | 'bought_out';
    at: string;
  },
): Promise<number[]> {
  const { leagueId, player, from, winner, outcome, at } = ended;
  const told: (number | null)[] = [];
  const seen = { leagueId, playerId: player.id, playerName: nameOf(player) };
  if (from.gm_user_id !== null)
    told.push(
      await notify(db, {
        userId: from.gm_user_id,
        at,
        kind: 'waivers_ended',
        payload: { ...seen, teamId: from.id, outcome, claimedBy: winner?.name ?? null },
      }),
    );
  if (winner) {
    if (winner.gm_user_id !== null)
      told.push(
        await notify(db, {
          userId: winner.gm_user_id,
          at,
          kind: 'waiver_claim_won',
          payload: { ...seen, teamId: winner.id, fromTeamName: from.name },
        }),
      );
    await recordNews(db, {
      leagueId,
      teamId: winner.id,
      otherTeamId: from.id,
      at,
      kind: 'waiver_claim',
      payload: {
        playerId: player.id,
        playerName: nameOf(player),
        teamId: winner.id,
        teamName: winner.name,
        fromTeamId: from.id,
        fromTeamName: from.name,
      },
    });
  }
  if (outcome === 'bought_out') await announceBuyout(db, leagueId, from, player, at);
  return told.filter((id): id is number => id !== null);
}
