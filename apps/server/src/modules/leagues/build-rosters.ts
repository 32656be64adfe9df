import {
  capSeasonFor,
  maxCapHitFor,
  maxContractYears,
  NHL_CONTRACT_SETTINGS,
  planLegalRoster,
  startingContracts,
  UNSIGNED_CONTRACT,
  type ContractSettings,
  type LEAGUE_TYPES,
  type Player,
  type Position,
  type RosterImportRow,
} from '@rinkside/domain';
import { generateLeague, generatePlayer, type Rng } from '@rinkside/sim';

type LeagueType = (typeof LEAGUE_TYPES)[number];

/** The talent level of generated players by league type (mean overall of a dressed roster). */
export const LEAGUE_QUALITY: Record<LeagueType, number> = {
  professional: 72,
  minor: 62,
  junior: 55,
  recreational: 45,
};
/** How far teams' strength differs: the SD of team quality, in overall points (docs/decisions/019). */
export const TEAM_QUALITY_SD = 3.5;

// What a dressed NHL roster needs, by position: imported teams are topped up to it.
const ROSTER_NEEDS: readonly [Position, number][] = [
  ['C', 5],
  ['LW', 5],
  ['RW', 4],
  ['D', 8],
  ['G', 3],
];

/**
 * Generated rosters for every team of a new league, as league creation makes them and needs no
 * database to: contenders and rebuilding teams, a few stars, starting goalies spread wide. Ids are
 * placeholders until stored.
 */
export function generatedRosters(
  rng: Rng,
  teams: number,
  leagueType: LeagueType = 'professional',
): Player[][] {
  return generateLeague(rng, {
    teams,
    quality: LEAGUE_QUALITY[leagueType],
    spread: TEAM_QUALITY_SD,
    stars: true,
  });
}

/**
 * The imported players of one team, their attributes generated around their overall, topped up with
 * generated players wherever a position is short. Returns the roster and how many were generated.
 */
export function importedRoster(
  rng: Rng,
  rows: readonly RosterImportRow[],
  quality: number,
): { players: Player[]; generated: number } {
  const taken = new Set(rows.map((r) => r.jerseyNumber).filter((n): n is number => n !== undefined));
  const freeJersey = () => {
    let n = 2;
    while (taken.has(n)) n += 1;
    taken.add(n);
    return n;
  };
  const players = rows.map((row, i) => {
    const player = generatePlayer(rng, {
      id: `import-${i}`,
      position: row.position,
      overall: row.overall ?? quality,
      status: 'active',
      ...(row.age === undefined ? {} : { age: row.age }),
      jerseyNumber: row.jerseyNumber ?? freeJersey(),
    });
    return {
      ...player,
      firstName: row.firstName,
      lastName: row.lastName,
      handedness: row.handedness ?? player.handedness,
    };
  });
  let generated = 0;
  for (const [position, needed] of ROSTER_NEEDS) {
    const have = players.filter((p) => p.position === position).length;
    for (let i = have; i < needed; i += 1) {
      players.push(
        generatePlayer(rng, {
          id: `fill-${generated}`,
          position,
          overall: quality - 4,
          jerseyNumber: freeJersey(),
        }),
      );
      generated += 1;
    }
  }
  return { players, generated };
}

/**
 * A new team's roster within the largest active roster (docs/decisions/046): its weakest actives beyond
 * it start in the minors, as the preseason would send them, keeping a dressable lineup with spares.
 */
export function withinActiveRoster(players: Player[], limits = NHL_CONTRACT_SETTINGS): Player[] {
  const plan = planLegalRoster(
    players.flatMap((p, i) =>
      p.status === 'active' || p.status === 'minors'
        ? [
            {
              id: i,
              position: p.position,
              overall: p.overall,
              placement: p.status,
              injured: false,
              waiverExempt: false,
            },
          ]
        : [],
    ),
    { ...limits, activeRosterMin: 0, maxContracts: Number.MAX_SAFE_INTEGER },
  );
  const down = new Set(plan.sendDown);
  return players.map((p, i) => (down.has(i) ? { ...p, status: 'minors' } : p));
}

/** The least and most of the cap a new team spends; most sit near the top, as in the NHL. */
const PAYROLL_SHARE = { least: 0.88, most: 0.99 } as const;

/**
 * A new team's players under the contracts they hold on the league's first day (docs/decisions/075): the
 * team spends a drawn share of the cap, most teams near its top.
 */
export function withStartingContracts(
  rng: Rng,
  players: Player[],
  startYear: number,
  market: number,
  settings: ContractSettings = NHL_CONTRACT_SETTINGS,
): Player[] {
  const payrollShare =
    PAYROLL_SHARE.least + (PAYROLL_SHARE.most - PAYROLL_SHARE.least) * Math.sqrt(rng.next());
  const contracts = startingContracts({
    players: players.map((p) => ({
      overall: p.overall,
      potential: p.potential ?? p.overall,
      age: p.age,
      status: p.status === 'minors' ? 'minors' : p.status === 'prospect' ? 'prospect' : 'active',
    })),
    season: capSeasonFor(settings, startYear),
    maxCapHit: maxCapHitFor(settings, startYear),
    maxYears: maxContractYears(settings, true),
    payrollShare,
    market,
    draws: players.map(() => rng.next()),
  });
  return players.map((p, i) => {
    const contract = contracts[i];
    if (contract) return { ...p, contract };
    // A prospect's rights are held, but he signs nothing until his entry-level deal.
    return p.status === 'prospect' ? { ...p, contract: { ...UNSIGNED_CONTRACT } } : p;
  });
}
