/** One asset of a trade as the rules read it: who gives it, and the player or the pick it is. */
export interface TradeAssetRef {
  fromTeamId: number;
  playerId: number | null;
  pickId: number | null;
}

/** What the league holds of a traded player now. */
export interface TradedPlayerFacts {
  name: string;
  /** His team now; null while a free agent. */
  teamId: number | null;
  retired: boolean;
  onWaivers: boolean;
  /** Unsigned draft rights (a prospect): traded as a player, his rights going with their signing deadline. */
  unsignedRights?: boolean;
}

/** What the league holds of a traded pick now. */
export interface TradedPickFacts {
  /** "Boston's 2027 2nd-round pick" (`pickWords`). */
  name: string;
  ownerTeamId: number;
  /** Made: a player was drafted with it. */
  used: boolean;
}

export interface TradeAssetFacts {
  teamNames: ReadonlyMap<number, string>;
  /** The league's players and picks the trade names, by id; one missing is not in the league. */
  players: ReadonlyMap<number, TradedPlayerFacts>;
  picks: ReadonlyMap<number, TradedPickFacts>;
}

/**
 * Why a trade's assets cannot move now (docs/decisions/047), in words, one reason an asset: each player
 * must be the giver's, still playing and not on waivers (a prospect's draft rights still the giver's, not
 * ended); each pick the giver's and not yet made. Read
 * under both teams' locks when the trade executes, so an asset that moved since the proposal is refused
 * with its reason (409), never half-moved.
 */
export function tradeAssetProblems(assets: readonly TradeAssetRef[], facts: TradeAssetFacts): string[] {
  const problems: string[] = [];
  for (const asset of assets) {
    const giver = facts.teamNames.get(asset.fromTeamId) ?? 'the other team';
    if (asset.playerId !== null) {
      const player = facts.players.get(asset.playerId);
      if (!player) problems.push(`There is no player ${asset.playerId} in this league.`);
      else if (player.unsignedRights && player.retired)
        problems.push(`${player.name}'s draft rights have ended: he left the league unsigned.`);
      else if (player.retired) problems.push(`${player.name} has retired.`);
      else if (player.unsignedRights && player.teamId !== asset.fromTeamId)
        problems.push(`${giver} no longer holds ${player.name}'s draft rights.`);
      else if (player.teamId !== asset.fromTeamId)
        problems.push(`${player.name} does not play for ${giver}.`);
      else if (player.onWaivers)
        problems.push(`${player.name} is on waivers: he cannot be traded until they end.`);
    }
    if (asset.pickId !== null) {
      const pick = facts.picks.get(asset.pickId);
      if (!pick) problems.push(`There is no draft pick ${asset.pickId} in this league.`);
      else if (pick.ownerTeamId !== asset.fromTeamId)
        problems.push(`${pick.name} does not belong to ${giver}.`);
      else if (pick.used)
        problems.push(`${pick.name} has been used: a made pick cannot be traded (trade the player instead).`);
    }
  }
  return problems;
}
