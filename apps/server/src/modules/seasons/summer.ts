import {
  type DepthChartIds,
  type LineupInput,
  type Player,
  type Position,
  primaryDepthPosition,
} from '@rinkside/domain';
import {
  type PlayerProgression,
  type Rng,
  gaussian,
  generatePlayer,
  randInt,
  rolloverPlayers,
} from '@rinkside/sim';
import type { Db, LeagueRow } from '../leagues/repo';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { playerToRow, rowToPlayer } from '../players/mapping';
import * as repo from './repo';
import { rosterGaps } from './roster-gaps';
import { listHeldRights } from '../draft-rights/repo';

// Retirees are no longer replaced by generated young players: the entry draft brings the young
// (docs/decisions/049). A roster with nobody left to promote gets players at minor-league level (quality − 12).
const CALL_UP_BELOW = 12;
const YOUNG_SPREAD = 2.5;

export interface SummerCounts {
  progressed: number;
  retired: number;
  generated: number;
  promoted: number;
  resigned: number;
}

interface SummerInput {
  league: LeagueRow;
  previousSeasonId: number;
  seasonId: number;
  /** The new season's start year: players who join now sign from it. */
  seasonYear: number;
  rng: Rng;
}

/**
 * The league's summer, inside the rollover's transaction: every player ages and progresses, some
 * retire and leave their team, injuries heal, contracts count down (expiring ones ended in free agency),
 * rosters short of a position promote their signed depth or generate players at minor-league level (a
 * drafted player still unsigned is not promoted), and saved lineups and depth charts lose the retired.
 */
export async function playSummer(trx: Db, input: SummerInput): Promise<SummerCounts> {
  const { league, rng } = input;
  const rows = await repo.listPlayingPlayers(trx, league.id);
  const unsigned = new Set((await listHeldRights(trx, league.id)).map((row) => row.id));
  const before = new Map(rows.map((row) => [row.id, rowToPlayer(row)]));
  const summer = rolloverPlayers([...before.values()], rng);
  const counts: SummerCounts = { progressed: 0, retired: 0, generated: 0, promoted: 0, resigned: 0 };

  const extensions = new Map(
    rows.filter((row) => row.extension_cap_hit !== null).map((row) => [row.id, row] as const),
  );
  const rosters = new Map<number, Player[]>();
  for (const player of summer.players) {
    const teamId = before.get(Number(player.id))?.teamId ?? null;
    const extension = extensions.get(Number(player.id));
    player.injury = null;
    if (player.status === 'injured') player.status = 'active';
    if (teamId !== null) {
      // Expiring contracts without an extension ended when free agency opened (docs/decisions/045); one
      // with an extension takes it (044); an unsigned prospect, with no contract to count down, stays at one.
      const yearsLeft = player.contract.yearsLeft - 1;
      if (yearsLeft < 1 && extension?.extension_years) {
        player.contract.yearsLeft = extension.extension_years;
        counts.resigned += 1;
      } else player.contract.yearsLeft = Math.max(1, yearsLeft);
      rosters.set(teamId, [...(rosters.get(teamId) ?? []), player]);
    }
    counts.progressed += 1;
  }
  const retiredIds = new Set<number>();
  for (const player of summer.retired) {
    const id = Number(player.id);
    retiredIds.add(id);
    await repo.updatePlayer(trx, id, {
      ...progressedColumns(player),
      team_id: null,
      injury: null,
      retired_after_season_id: input.previousSeasonId,
    });
  }
  counts.retired = retiredIds.size;

  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const joinedActive = new Map<number, number[]>();
  for (const [teamId, roster] of rosters) {
    const gaps = rosterGaps(roster.filter((p) => !unsigned.has(Number(p.id))));
    for (const player of gaps.promoted) player.status = 'active';
    counts.promoted += gaps.promoted.length;
    const callUps = gaps.toGenerate.map((position) =>
      youngPlayer(rng, { position, roster, overall: quality - CALL_UP_BELOW, status: 'active' }),
    );
    roster.push(...callUps);
    const generated = callUps;
    counts.generated += generated.length;
    const ids = await repo.insertPlayers(
      trx,
      generated.map((p) => playerToRow(p, league.id, teamId, input.seasonYear)),
    );
    generated.forEach((p, i) => (p.id = ids[i] ?? p.id));
    joinedActive.set(
      teamId,
      [...gaps.promoted, ...callUps].map((p) => Number(p.id)),
    );
  }
  for (const player of summer.players)
    await repo.updatePlayer(trx, Number(player.id), progressedColumns(player));
  await takeExtensions(trx, league.id, input.seasonYear, summer.players, extensions);

  await repo.insertProgressions(
    trx,
    [...summer.changes].map(([id, change]: [unknown, PlayerProgression]) => ({
      player_id: Number(id),
      season_id: input.seasonId,
      progression: JSON.stringify(change),
    })),
  );
  await updateLineups(trx, { rosters, retiredIds, joinedActive });
  return counts;
}

/**
 * Contracts that ended give way to the extensions signed for them: the new cap hit, a standard contract
 * signed for the new season (contract_years is already the extension's term). Every extension and
 * qualifying offer then clears: they were for the summer just played.
 */
async function takeExtensions(
  trx: Db,
  leagueId: number,
  seasonYear: number,
  players: readonly Player[],
  extensions: ReadonlyMap<number, { extension_cap_hit: number | null; contract_years: number }>,
): Promise<void> {
  for (const player of players) {
    const row = extensions.get(Number(player.id));
    if (!row || row.contract_years !== 1 || row.extension_cap_hit === null) continue;
    await trx
      .updateTable('players')
      .set({ cap_hit: row.extension_cap_hit, contract_type: 'standard', contract_signed_year: seasonYear })
      .where('id', '=', Number(player.id))
      .execute();
  }
  await trx
    .updateTable('players')
    .set({ extension_cap_hit: null, extension_years: null, qualifying_offer: null })
    .where('league_id', '=', leagueId)
    .execute();
}

/** What a summer changes in a player's row. */
function progressedColumns(player: Player) {
  return {
    age: player.age,
    overall: player.overall,
    potential: player.potential ?? null,
    attributes: JSON.stringify(
      player.attributes ? { attributes: player.attributes } : { goalieAttributes: player.goalieAttributes },
    ),
    status: player.status,
    injury: null,
    contract_years: player.contract.yearsLeft,
  };
}

function youngPlayer(
  rng: Rng,
  options: { position: Position; roster: readonly Player[]; overall: number; status: 'active' },
): Player {
  const taken = new Set(options.roster.map((p) => p.jerseyNumber));
  let jerseyNumber = randInt(rng, 2, 98);
  while (taken.has(jerseyNumber)) jerseyNumber = randInt(rng, 2, 98);
  return generatePlayer(rng, {
    id: `summer-${options.roster.length}`,
    position: options.position,
    overall: Math.round(options.overall + gaussian(rng) * YOUNG_SPREAD),
    status: options.status,
    age: randInt(rng, 18, 20),
    jerseyNumber,
  });
}

/** Saved lineups lose the retired; depth charts lose them and list the players who joined the roster. */
async function updateLineups(
  trx: Db,
  input: { rosters: Map<number, Player[]>; retiredIds: Set<number>; joinedActive: Map<number, number[]> },
): Promise<void> {
  const teamIds = [...input.rosters.keys()];
  const gone = (id: unknown) => typeof id === 'number' && input.retiredIds.has(id);
  for (const row of await repo.listLineups(trx, teamIds)) {
    const lineup = JSON.parse(row.lineup) as LineupInput;
    const slots = Object.entries(lineup).filter(([, id]) => gone(id));
    if (slots.length === 0) continue;
    for (const [slot] of slots) (lineup as Record<string, unknown>)[slot] = null;
    await trx
      .updateTable('lineups')
      .set({ lineup: JSON.stringify(lineup) })
      .where('team_id', '=', row.team_id)
      .execute();
  }
  for (const row of await repo.listDepthCharts(trx, teamIds)) {
    const chart = JSON.parse(row.chart) as DepthChartIds;
    const roster = new Map((input.rosters.get(row.team_id) ?? []).map((p) => [Number(p.id), p]));
    const next = Object.fromEntries(
      Object.entries(chart).map(([column, ids]) => [column, ids.filter((id) => !gone(id))]),
    ) as DepthChartIds;
    for (const id of input.joinedActive.get(row.team_id) ?? []) {
      const player = roster.get(id);
      if (player && !Object.values(next).some((ids) => ids.includes(id)))
        next[primaryDepthPosition(player)].push(id);
    }
    await trx
      .updateTable('depth_charts')
      .set({ chart: JSON.stringify(next) })
      .where('team_id', '=', row.team_id)
      .execute();
  }
}
