import {
  buyoutOf,
  planLegalRoster,
  primaryDepthPosition,
  type ContractSettings,
  type DepthChartIds,
  type Position,
  type RosterPlan,
  type TransactionDetail,
  type TransactionKind,
} from '@rinkside/domain';
import { gaussian, generatePlayer, randInt, type Rng } from '@rinkside/sim';
import { mendLineupAfterRosterMove } from '../desk/service';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { listTeamsWithGm, type Db, type LeagueRow, type TeamWithGmRow } from '../leagues/repo';
import { notify } from '../notifications/service';
import { playerToRow } from '../players/mapping';
import { insertPlayers, listDepthCharts } from '../seasons/repo';
import { placementOf, waiverExemptNow } from './contract-facts';
import * as repo from './repo';

// Players generated when a team has nobody left to call up are drawn as the summer draws its call-ups:
// at minor-league level, quality − 12 ± 2.5 (docs/decisions/029).
const GENERATED_BELOW = 12;
const GENERATED_SPREAD = 2.5;

export interface PreseasonInput {
  league: LeagueRow;
  /** The new season's start year. */
  seasonYear: number;
  settings: ContractSettings;
  rng: Rng;
  /** When the rollover happens (ISO), for the log, the buy-outs and the notifications. */
  at: string;
}

export interface PreseasonCounts {
  activated: number;
  sentDown: number;
  calledUp: number;
  generated: number;
  released: number;
}

/**
 * Every team's roster made legal as the new season starts (docs/decisions/046), inside the rollover's
 * transaction after the summer: healed players off injured reserve, the active roster brought within its
 * limits with a dressable lineup, the organisation within its contract limit. Preseason cuts go without
 * waivers. Each move is logged as 'preseason cuts', lineups and depth charts are mended, and each GM is
 * told in one notification what changed on his team. A team over the cap is not forced under.
 */
export async function makeRostersLegal(trx: Db, input: PreseasonInput): Promise<PreseasonCounts> {
  const total: PreseasonCounts = { activated: 0, sentDown: 0, calledUp: 0, generated: 0, released: 0 };
  const onReserve = await onInjuredReserveBeforeSummer(trx, input.league.id);
  for (const team of await listTeamsWithGm(trx, input.league.id)) {
    const counts = await makeRosterLegal(trx, team, onReserve, input);
    for (const key of Object.keys(total) as (keyof PreseasonCounts)[]) total[key] += counts[key];
  }
  return total;
}

async function makeRosterLegal(
  trx: Db,
  team: TeamWithGmRow,
  onReserve: ReadonlySet<number>,
  input: PreseasonInput,
): Promise<PreseasonCounts> {
  const { league, seasonYear, at } = input;
  const players = await repo.listContractPlayers(trx, team.id);
  const games = await repo.leagueGames(
    trx,
    players.map((p) => p.id),
  );
  const plan = planLegalRoster(
    players.map((row) => ({
      id: row.id,
      position: row.position as Position,
      overall: row.overall,
      // The summer healed everyone: a player it brought back from injured reserve is told apart by the log.
      placement: onReserve.has(row.id) && row.status === 'active' ? 'injured-reserve' : placementOf(row),
      injured: row.injury !== null,
      waiverExempt: waiverExemptNow(row, seasonYear, games.get(row.id) ?? 0),
    })),
    input.settings,
  );
  const counts: PreseasonCounts = {
    activated: plan.activate.length,
    sentDown: plan.sendDown.length,
    calledUp: plan.callUp.length,
    generated: plan.generate.length,
    released: plan.release.length,
  };
  if (Object.values(counts).every((n) => n === 0)) return counts;

  const log = (playerId: number, kind: TransactionKind, detail: TransactionDetail = {}) =>
    repo.insertTransaction(trx, {
      league_id: league.id,
      team_id: team.id,
      player_id: playerId,
      kind,
      detail: JSON.stringify({ ...detail, preseason: true }),
      by_user_id: null,
      created_at: at,
    });
  const place = (ids: number[], status: string) =>
    ids.length === 0
      ? Promise.resolve()
      : trx.updateTable('players').set({ status }).where('id', 'in', ids).execute();

  await place([...plan.activate, ...plan.callUp], 'active');
  await place(plan.sendDown, 'minors');
  for (const id of plan.activate) await log(id, 'activate');
  for (const id of plan.sendDown) await log(id, 'sendDown');
  for (const id of plan.callUp) await log(id, 'callUp');
  for (const id of plan.release) {
    const row = players.find((p) => p.id === id);
    if (!row) continue;
    const buyout = buyoutOf({ capHit: row.cap_hit, yearsLeft: row.contract_years }, row.age);
    await trx.updateTable('players').set({ team_id: null }).where('id', '=', id).execute();
    await repo.insertBuyout(trx, {
      leagueId: league.id,
      teamId: team.id,
      playerId: id,
      year: seasonYear,
      buyout,
      at,
    });
    await log(id, 'buyout', {
      chargePerSeason: buyout.capChargePerSeason,
      toYear: seasonYear + buyout.seasons - 1,
    });
  }
  const generated = await generatePlayers(trx, team.id, plan.generate, input);
  await updateDepthChart(trx, team.id, plan, generated);
  await mendLineupAfterRosterMove(trx, team, at);
  if (team.gm_user_id !== null)
    await notify(trx, {
      userId: team.gm_user_id,
      at,
      kind: 'preseason_roster',
      payload: { leagueId: league.id, teamId: team.id, teamName: team.name, ...counts },
    });
  return counts;
}

/**
 * Players on injured reserve as the summer began: those whose last injured-reserve move in the log put
 * them there. The summer heals every injury and gives them back their active status.
 */
async function onInjuredReserveBeforeSummer(trx: Db, leagueId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('roster_transactions')
    .select(['player_id', 'kind'])
    .where('league_id', '=', leagueId)
    .where('kind', 'in', ['injuredReserve', 'activate'])
    .orderBy('id')
    .execute();
  const last = new Map(rows.map((r) => [r.player_id, r.kind]));
  return new Set(
    [...last]
      .filter(([, kind]) => kind === 'injuredReserve')
      .map(([id]) => id)
      .filter((id) => id !== null),
  );
}

/** Young players at minor-league level for the places nobody could fill; returns their ids. */
async function generatePlayers(
  trx: Db,
  teamId: number,
  positions: readonly Position[],
  input: PreseasonInput,
): Promise<{ id: number; position: Position }[]> {
  if (positions.length === 0) return [];
  const { league, rng } = input;
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const taken = new Set(
    (await trx.selectFrom('players').select('jersey_number').where('team_id', '=', teamId).execute()).map(
      (r) => r.jersey_number,
    ),
  );
  const players = positions.map((position, i) => {
    let jerseyNumber = randInt(rng, 2, 98);
    while (taken.has(jerseyNumber)) jerseyNumber = randInt(rng, 2, 98);
    taken.add(jerseyNumber);
    return generatePlayer(rng, {
      id: `preseason-${i}`,
      position,
      overall: Math.round(quality - GENERATED_BELOW + gaussian(rng) * GENERATED_SPREAD),
      status: 'active',
      age: randInt(rng, 18, 20),
      jerseyNumber,
    });
  });
  const ids = await insertPlayers(
    trx,
    players.map((p) => playerToRow(p, league.id, teamId, input.seasonYear)),
  );
  return ids.map((id, i) => ({ id, position: positions[i] ?? 'C' }));
}

/** The depth chart loses the players who went down or away and lists the ones who joined the roster. */
async function updateDepthChart(
  trx: Db,
  teamId: number,
  plan: RosterPlan,
  generated: readonly { id: number; position: Position }[],
): Promise<void> {
  const [row] = await listDepthCharts(trx, [teamId]);
  if (!row) return;
  const gone = new Set([...plan.sendDown, ...plan.release]);
  const chart = Object.fromEntries(
    Object.entries(JSON.parse(row.chart) as DepthChartIds).map(([column, ids]) => [
      column,
      ids.filter((id) => !gone.has(id)),
    ]),
  ) as DepthChartIds;
  const joined = [...plan.activate, ...plan.callUp, ...generated.map((p) => p.id)];
  const rows = await trx
    .selectFrom('players')
    .select(['id', 'position', 'natural_position'])
    .where('id', 'in', joined.length > 0 ? joined : [0])
    .execute();
  for (const player of rows)
    if (!Object.values(chart).some((ids) => ids.includes(player.id)))
      chart[
        primaryDepthPosition({
          position: player.position as Position,
          naturalPosition: player.natural_position,
        })
      ].push(player.id);
  await trx
    .updateTable('depth_charts')
    .set({ chart: JSON.stringify(chart) })
    .where('team_id', '=', teamId)
    .execute();
}
