import {
  type CapBound,
  type PlayerStatus,
  buyoutOf,
  capPositionFor,
  capSeasonFor,
  entryLevelYearsLeft,
  planLegalRoster,
  type ContractSettings,
  type Position,
  type TransactionDetail,
  type TransactionKind,
} from '@rinkside/domain';
import { gaussian, generatePlayer, randInt, type Rng } from '@rinkside/sim';
import { mendLineupAfterRosterMove } from '../desk/service';
import * as ledger from '../ledger/api';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { listTeamsWithGm, type Db, type LeagueRow, type TeamWithGmRow } from '../leagues/api';
import { notify } from '../notifications/service';
import { playerToRow } from '../../db/player-row';
import { insertPlayers } from '../players/api';
import { placementOf, storedChargeOf, waiverExemptNow } from './contract-facts';
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
 * told in one notification what changed on his team. An AI team over the cap sends its weakest down until
 * under it, as far as the smallest roster allows, then buys out minor leaguers (docs/decisions/075); a GM's
 * team is not forced under.
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
  const careers = await repo.leagueCareers(
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
      waiverExempt: waiverExemptNow(row, seasonYear, careers.get(row.id)),
      capHit: row.cap_hit,
      yearsLeft: row.contract_years,
      age: row.age,
    })),
    input.settings,
    team.gm_user_id === null ? await capBoundOf(trx, team.id, input) : undefined,
  );
  const counts: PreseasonCounts = {
    activated: plan.activate.length,
    sentDown: plan.sendDown.length,
    calledUp: plan.callUp.length,
    generated: plan.generate.length,
    released: plan.release.length,
  };
  if (Object.values(counts).every((n) => n === 0)) return counts;

  const line = (kind: TransactionKind, detail: TransactionDetail = {}): ledger.LogLine => ({
    leagueId: league.id,
    teamId: team.id,
    kind,
    detail: { ...detail, preseason: true },
    byUserId: null,
  });
  const place = (ids: readonly number[], status: PlayerStatus, kind: TransactionKind): ledger.PlayerMove[] =>
    ids.map((playerId) => ({ playerId, from: {}, status, log: line(kind) }));
  const released: ledger.PlayerMove[] = [];
  const buyouts: { playerId: number; buyout: ReturnType<typeof buyoutOf> }[] = [];
  for (const id of plan.release) {
    const row = players.find((p) => p.id === id);
    if (!row) continue;
    const buyout = buyoutOf({ capHit: row.cap_hit, yearsLeft: row.contract_years }, row.age);
    const toYear = seasonYear + buyout.seasons - 1;
    released.push({
      playerId: id,
      from: {},
      toTeamId: null,
      log: line('buyout', { chargePerSeason: buyout.capChargePerSeason, toYear }),
    });
    buyouts.push({ playerId: id, buyout });
  }
  // Out of the depth chart go the players who went down or away, in come the ones who joined; the lineup is
  // mended first and then loses whoever the mending could not replace.
  await ledger.movePlayers(
    trx,
    [
      ...place(plan.activate, 'active', 'activate'),
      ...place(plan.sendDown, 'minors', 'sendDown'),
      ...place(plan.callUp, 'active', 'callUp'),
      ...released,
    ],
    { at, mendingFirst: new Set([team.id]) },
  );
  for (const { playerId, buyout } of buyouts)
    await repo.insertBuyout(trx, {
      leagueId: league.id,
      teamId: team.id,
      playerId,
      year: seasonYear,
      buyout,
      at,
    });
  const generated = await generatePlayers(trx, team.id, plan.generate, input);
  await ledger.keepRostersConsistent(trx, { playerIds: generated, at, mendingFirst: new Set([team.id]) });
  await mendLineupAfterRosterMove(trx, team, at);
  await ledger.clearLineupAfterMending(trx, {
    teamId: team.id,
    playerIds: [...plan.sendDown, ...plan.release],
    at,
  });
  if (team.gm_user_id !== null)
    await notify(trx, {
      userId: team.gm_user_id,
      at,
      kind: 'preseason_roster',
      payload: { leagueId: league.id, teamId: team.id, teamName: team.name, ...counts },
    });
  return counts;
}

/** The cap an AI team's preseason keeps it under (docs/decisions/075), with its dead money this season. */
async function capBoundOf(trx: Db, teamId: number, input: PreseasonInput): Promise<CapBound> {
  const { settings, seasonYear } = input;
  const charges = await repo.listCapCharges(trx, teamId, seasonYear);
  const season = capSeasonFor(settings, seasonYear);
  const dead = capPositionFor({
    contracts: [],
    charges: charges.map(storedChargeOf),
    seasonYear,
    startYear: seasonYear,
    settings,
  }).payroll;
  return { upperLimit: season.upperLimit, minimumSalary: season.minimumSalary, dead };
}

/**
 * Players on injured reserve as the summer began: those whose last injured-reserve move in the log put
 * them there. The summer heals every injury and gives them back their active status.
 */
async function onInjuredReserveBeforeSummer(trx: Db, leagueId: number): Promise<Set<number>> {
  const rows = await repo.injuredReserveMoves(trx, leagueId);
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
): Promise<number[]> {
  if (positions.length === 0) return [];
  const { league, rng } = input;
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const taken = new Set((await repo.jerseyNumbersOfTeam(trx, teamId)).map((r) => r.jersey_number));
  const { minimumSalary } = capSeasonFor(input.settings, input.seasonYear);
  const players = positions.map((position, i) => {
    let jerseyNumber = randInt(rng, 2, 98);
    while (taken.has(jerseyNumber)) jerseyNumber = randInt(rng, 2, 98);
    taken.add(jerseyNumber);
    const player = generatePlayer(rng, {
      id: `preseason-${i}`,
      position,
      overall: Math.round(quality - GENERATED_BELOW + gaussian(rng) * GENERATED_SPREAD),
      status: 'active',
      age: randInt(rng, 18, 20),
      jerseyNumber,
    });
    // He signs an entry-level deal at the season's least salary.
    const years = entryLevelYearsLeft(player.age) ?? 1;
    return { ...player, contract: { capHit: minimumSalary, yearsLeft: years, type: 'entry-level' as const } };
  });
  const ids = await insertPlayers(
    trx,
    players.map((p) => playerToRow(p, league.id, teamId, input.seasonYear)),
  );
  return ids;
}
