import {
  defaultDepthChart,
  type ImportedPlayer,
  organisationShortfall,
  type Player,
  type PlayerStatus,
  UNSIGNED_CONTRACT,
} from '@rinkside/domain';
import { autoLineup, createRng, generatePlayer } from '@rinkside/sim';
import { playerToRow } from '../../db/player-row';
import { withinActiveRoster } from '../leagues/build-rosters';
import { type Db, insertDepthChart, insertLineup } from '../leagues/api';
import { insertPlayers } from '../players/api';
import { injuriesOnSchedule, type TeamSchedule } from './zengm-injuries';
import * as repo from './zengm-import-repo';
import type { LeagueToWrite } from './zengm-league-writer';

// An imported league's players (docs/decisions/085): rosters with their contracts and injuries, lineups
// and depth charts as a new league's, minor leaguers filling each organisation, free agents and the
// draft classes.

/** How good the minor leaguers filling an imported organisation are: a minor league's level, less a little. */
const MINOR_LEAGUE_OVERALL = 58;

/** Jersey numbers within one team: the file's when free, else the lowest free one from 2. */
function jerseyNumbers(players: readonly (number | null)[]): number[] {
  const taken = new Set<number>();
  const wanted = players.map((n) => {
    if (n === null || taken.has(n)) return null;
    taken.add(n);
    return n;
  });
  let next = 2;
  return wanted.map((n) => {
    if (n !== null) return n;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return Math.min(next, 98);
  });
}

function toPlayer(source: ImportedPlayer, status: PlayerStatus, jerseyNumber: number): Player {
  return {
    id: `zengm-${source.sourcePlayerId}`,
    firstName: source.firstName,
    lastName: source.lastName,
    position: source.position,
    naturalPosition: source.naturalPosition,
    assignedPosition: null,
    jerseyNumber,
    age: source.age,
    handedness: source.handedness,
    height: source.height,
    weight: source.weight,
    country: source.country,
    overall: source.overall,
    status,
    contract: source.contract ?? { ...UNSIGNED_CONTRACT },
    ...(source.attributes ? { attributes: source.attributes } : {}),
    ...(source.goalieAttributes ? { goalieAttributes: source.goalieAttributes } : {}),
    role: source.role,
    potential: source.potential,
    injury: null,
  };
}

export async function writePlayers(
  trx: Db,
  input: LeagueToWrite & { leagueId: number; teams: Map<number, number>; schedule: TeamSchedule },
): Promise<Map<number, number>> {
  const { plan, leagueId, teams, schedule } = input;
  const ids = new Map<number, number>();
  const injuries = injuriesOnSchedule(plan.players, { teams, schedule, leagueDay: input.leagueDay });
  /** Stores players with the file's player each stands for (none for a generated minor leaguer). */
  const store = async (
    entries: { source: ImportedPlayer | null; player: Player }[],
    teamId: number | null,
  ) => {
    const rows = entries.map(({ source, player }) => {
      const injury = source ? injuries.get(source.sourcePlayerId) : undefined;
      return playerToRow(injury ? { ...player, injury } : player, leagueId, teamId, plan.startYear);
    });
    const stored = await insertPlayers(trx, rows);
    entries.forEach(({ source }, i) => {
      if (source) ids.set(source.sourcePlayerId, stored[i] ?? 0);
    });
    return entries.map(({ player }, i) => ({ ...player, id: stored[i] ?? 0 }));
  };

  for (const [sourceTeamId, teamId] of teams) {
    const sources = plan.players.filter(
      (p) => p.place.kind === 'team' && p.place.sourceTeamId === sourceTeamId,
    );
    // ZenGM keeps no minor league: generated minor leaguers fill the organisation, the same for one file.
    const rng = createRng(`zengm-import-depth:${sourceTeamId}`);
    const depth = organisationShortfall(sources.map((s) => s.position)).map((position, i) => ({
      ...generatePlayer(rng, {
        id: `depth-${i}`,
        position,
        overall: MINOR_LEAGUE_OVERALL,
        status: 'minors',
        jerseyNumber: 2,
      }),
      contract: { capHit: input.minimumSalary, yearsLeft: 1, type: 'standard' as const },
    }));
    const numbers = jerseyNumbers([...sources.map((s) => s.jerseyNumber), ...depth.map(() => null)]);
    const carried = sources.map((s, i) => toPlayer(s, 'active', numbers[i] ?? 2));
    // Rosters past the largest active roster send their weakest to the minors, as a new league's do.
    const players = [
      ...withinActiveRoster(carried),
      ...depth.map((p, i) => ({ ...p, jerseyNumber: numbers[sources.length + i] ?? 2 })),
    ];
    const stored = await store(
      players.map((player, i) => ({ source: sources[i] ?? null, player })),
      teamId,
    );
    const createdAt = input.now.toISOString();
    await insertLineup(trx, {
      team_id: teamId,
      lineup: JSON.stringify(autoLineup(stored.filter((p) => p.status === 'active'))),
      updated_at: createdAt,
    });
    await insertDepthChart(trx, {
      team_id: teamId,
      chart: JSON.stringify(defaultDepthChart(stored)),
      updated_at: createdAt,
    });
  }

  const unsigned = plan.players.filter((p) => p.place.kind !== 'team');
  const numbers = unsigned.map((p) => p.jerseyNumber ?? (p.sourcePlayerId % 97) + 2);
  await store(
    unsigned.map((s, i) => ({
      source: s,
      player: toPlayer(s, s.place.kind === 'draft-prospect' ? 'draft' : 'active', numbers[i] ?? 2),
    })),
    null,
  );
  await repo.insertProspects(
    trx,
    unsigned.flatMap((p) =>
      p.place.kind === 'draft-prospect'
        ? [
            {
              player_id: ids.get(p.sourcePlayerId) ?? 0,
              league_id: leagueId,
              year: p.place.draftYear,
              scout_bias: 0,
              scouting_note: 'Scouted in the ZenGM league this one was imported from.',
            },
          ]
        : [],
    ),
  );
  return ids;
}
