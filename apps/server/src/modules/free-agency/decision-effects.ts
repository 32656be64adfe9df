import { primaryDepthPosition, type DepthChartIds } from '@rinkside/domain';
import type { Db, LeagueRow, TeamRow } from '../leagues/repo';
import { notify } from '../notifications/service';
import { rowToPlayer } from '../players/mapping';

/** What a free agent's decision leaves behind: each offering GM told, the signed player in a depth chart. */

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

/** A player who joins the active roster goes to the foot of his position's column. */
export async function addToDepthChart(
  trx: Db,
  teamId: number,
  row: Parameters<typeof rowToPlayer>[0],
): Promise<void> {
  const chart = await trx
    .selectFrom('depth_charts')
    .select('chart')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!chart) return;
  const ids = JSON.parse(chart.chart) as DepthChartIds;
  const player = rowToPlayer(row);
  const column = primaryDepthPosition(player);
  if (Object.values(ids).some((list) => list.includes(row.id))) return;
  ids[column] = [...(ids[column] ?? []), row.id];
  await trx
    .updateTable('depth_charts')
    .set({ chart: JSON.stringify(ids) })
    .where('team_id', '=', teamId)
    .execute();
}
