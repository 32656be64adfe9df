import { capSeasonFor } from '@rinkside/domain';
import { createRng, generateFreeAgentSupply } from '@rinkside/sim';
import { playerToRow } from '../../db/player-row';
import { contractSettingsOf } from '../contracts/settings';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { countTeams, type Db, type LeagueRow } from '../leagues/api';
import * as ledger from '../ledger/api';
import { insertPlayers } from '../players/api';
import * as repo from './repo';

/**
 * The summer's supply of players who reach the league without the draft (docs/decisions/077), inside the
 * rollover's transaction once the summer is played. Last summer's newcomers whom no team signed in a year
 * go back where they came from (for the league, a retirement after the season just played). Then this
 * summer's arrive: undrafted juniors, college and European free agents and late bloomers, so many a team,
 * drawn by the simulator from their own seed. Each joins the league's free agents with no team; what he
 * asks comes from `contractAsk` in the season's market when he is listed or offered a contract, so the
 * stored contract is a placeholder at the new season's least salary. Returns the ids of those who joined
 * and how many left.
 */
export async function addFreeAgentSupply(
  trx: Db,
  input: { league: LeagueRow; previousSeasonId: number; seasonYear: number; at: string },
): Promise<{ joined: number[]; left: number }> {
  const { league, seasonYear } = input;
  const unsigned = await repo.listNeverSignedFreeAgents(trx, league.id);
  await ledger.movePlayers(
    trx,
    unsigned.map((playerId) => ({
      playerId,
      from: { teamId: null },
      retiredAfterSeasonId: input.previousSeasonId,
      whenBeaten: 'skip' as const,
    })),
    { at: input.at },
  );
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const minimumSalary = capSeasonFor(contractSettingsOf(league.contract_settings), seasonYear).minimumSalary;
  // A seed of its own: the supply does not move the summer's other draws.
  const rng = createRng(`supply:${league.id}:${input.previousSeasonId}`);
  const supply = generateFreeAgentSupply(rng, { teams: await countTeams(trx, league.id), quality });
  const rows = supply.map(({ player }) =>
    playerToRow(
      { ...player, contract: { capHit: minimumSalary, yearsLeft: 1 } },
      league.id,
      null,
      seasonYear,
    ),
  );
  const joined = await insertPlayers(trx, rows);
  return { joined, left: unsigned.length };
}
