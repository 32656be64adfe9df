import {
  capHitInSeason,
  capSeasonFor,
  entryLevelYearsLeft,
  type Player,
  type Position,
} from '@rinkside/domain';
import {
  type PlayerProgression,
  type Rng,
  gaussian,
  generatePlayer,
  randInt,
  rolloverPlayers,
} from '@rinkside/sim';
import type { Db, LeagueRow } from '../leagues/api';
import { contractSettingsOf } from '../contracts/settings';
import * as ledger from '../ledger/api';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { insertPlayers } from '../players/api';
import { playerToRow } from '../../db/player-row';
import { rowToPlayer } from '../players/mapping';
import * as repo from './repo';
import { rosterGaps } from './roster-gaps';
import { listHeldRights } from '../draft-rights/api';

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
  /** When the rollover happens (ISO): the time lineups changed by the summer carry. */
  at: string;
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
  // Every injury heals over the summer, a retiring player's too: nobody is left on injured reserve.
  for (const player of [...summer.players, ...summer.retired]) {
    player.injury = null;
    if (player.status === 'injured') player.status = 'active';
  }
  const rosters = new Map<number, Player[]>();
  for (const player of summer.players) {
    const teamId = before.get(Number(player.id))?.teamId ?? null;
    const extension = extensions.get(Number(player.id));
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
  for (const player of summer.retired) retiredIds.add(Number(player.id));
  await repo.updateProgressedPlayers(trx, summer.retired.map(progressedColumns));
  // The retired leave their teams (and their depth charts and lineups) as the summer's rosters are made.
  await ledger.movePlayers(
    trx,
    [...retiredIds].map((playerId) => ({
      playerId,
      from: {},
      toTeamId: null,
      retiredAfterSeasonId: input.previousSeasonId,
    })),
    { at: input.at },
  );
  counts.retired = retiredIds.size;

  const minimumSalary = capSeasonFor(
    contractSettingsOf(league.contract_settings),
    input.seasonYear,
  ).minimumSalary;
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const joinedActive = new Map<number, number[]>();
  for (const [teamId, roster] of rosters) {
    const gaps = rosterGaps(roster.filter((p) => !unsigned.has(Number(p.id))));
    for (const player of gaps.promoted) player.status = 'active';
    counts.promoted += gaps.promoted.length;
    const callUps = gaps.toGenerate.map((position) =>
      youngPlayer(rng, {
        position,
        roster,
        overall: quality - CALL_UP_BELOW,
        status: 'active',
        minimumSalary,
      }),
    );
    roster.push(...callUps);
    const generated = callUps;
    counts.generated += generated.length;
    const ids = await insertPlayers(
      trx,
      generated.map((p) => playerToRow(p, league.id, teamId, input.seasonYear)),
    );
    generated.forEach((p, i) => (p.id = ids[i] ?? p.id));
    joinedActive.set(
      teamId,
      [...gaps.promoted, ...callUps].map((p) => Number(p.id)),
    );
  }
  await repo.updateProgressedPlayers(trx, summer.players.map(progressedColumns));
  await ledger.setSeasonTerms(
    trx,
    [...summer.players, ...summer.retired].map((p) => ({
      playerId: Number(p.id),
      status: p.status,
      contractYears: p.contract.yearsLeft,
    })),
  );
  await takeExtensions(trx, league.id, input.seasonYear, summer.players, extensions, input.at);
  await liftToMinimum(trx, [...rosters.values()].flat(), extensions, minimumSalary, input.at);

  await repo.insertProgressions(
    trx,
    [...summer.changes].map(([id, change]: [unknown, PlayerProgression]) => ({
      player_id: Number(id),
      season_id: input.seasonId,
      progression: JSON.stringify(change),
    })),
  );
  // Depth charts list the players who joined the roster (the promoted, the generated) and those whose
  // status changed (the healed), each at the foot of his column when not listed yet.
  const changed = summer.players
    .filter((p) => before.get(Number(p.id))?.status !== p.status)
    .map((p) => Number(p.id));
  const joined = [...joinedActive.values()].flat();
  await ledger.keepRostersConsistent(trx, { playerIds: [...joined, ...changed], at: input.at });
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
  at: string,
): Promise<void> {
  for (const player of players) {
    const row = extensions.get(Number(player.id));
    if (!row || row.contract_years !== 1 || row.extension_cap_hit === null) continue;
    await ledger.setContract(trx, {
      playerId: Number(player.id),
      from: {},
      contract: { capHit: row.extension_cap_hit, type: 'standard', signedYear: seasonYear },
      at,
    });
  }
  await ledger.clearOffseasonTerms(trx, leagueId);
}

/** Contracts under the new season's least salary are lifted to it (`capHitInSeason`). */
async function liftToMinimum(
  trx: Db,
  players: readonly Player[],
  extensions: ReadonlyMap<number, unknown>,
  minimumSalary: number,
  at: string,
): Promise<void> {
  for (const player of players) {
    const capHit = capHitInSeason(player.contract.capHit, minimumSalary);
    if (
      player.status === 'prospect' ||
      capHit === player.contract.capHit ||
      extensions.has(Number(player.id))
    )
      continue;
    await ledger.setContract(trx, { playerId: Number(player.id), from: {}, contract: { capHit }, at });
  }
}

/** What a summer changes in a player's row besides his status and contract (the ledger's). */
function progressedColumns(player: Player): repo.ProgressedPlayer {
  return {
    id: Number(player.id),
    age: player.age,
    overall: player.overall,
    potential: player.potential ?? null,
    attributes: JSON.stringify(
      player.attributes ? { attributes: player.attributes } : { goalieAttributes: player.goalieAttributes },
    ),
  };
}

function youngPlayer(
  rng: Rng,
  options: {
    position: Position;
    roster: readonly Player[];
    overall: number;
    status: 'active';
    minimumSalary: number;
  },
): Player {
  const taken = new Set(options.roster.map((p) => p.jerseyNumber));
  let jerseyNumber = randInt(rng, 2, 98);
  while (taken.has(jerseyNumber)) jerseyNumber = randInt(rng, 2, 98);
  const player = generatePlayer(rng, {
    id: `summer-${options.roster.length}`,
    position: options.position,
    overall: Math.round(options.overall + gaussian(rng) * YOUNG_SPREAD),
    status: options.status,
    age: randInt(rng, 18, 20),
    jerseyNumber,
  });
  // A call-up signs his entry-level deal at the league's least salary.
  const years = entryLevelYearsLeft(player.age) ?? 1;
  return { ...player, contract: { capHit: options.minimumSalary, yearsLeft: years, type: 'entry-level' } };
}
