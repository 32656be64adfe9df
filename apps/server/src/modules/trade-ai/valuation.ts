import {
  capSeasonFor,
  maxCapHitFor,
  pickWords,
  type ContractSettings,
  type ValuationLeague,
  type ValuedAsset,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { activeSeasonYear } from '../contracts/api';
import type { Db, LeagueRow } from '../leagues/api';
import { rankedStandings } from '../stats/service';
import * as repo from './repo';

/** Games a team must have played on average before the standings, not roster strength, rank it. */
const GAMES_BEFORE_STANDINGS = 10;
/** The players per team whose mean overall ranks a team by strength: a dressed lineup. */
const DRESSED = 20;

/** Each team's place from the best: by points percentage once the season is under way, else by strength. */
async function teamRanks(ctx: AppContext, db: Db, leagueId: number): Promise<Map<number, number>> {
  const season = await repo.activeSeasonId(db, leagueId);
  if (season !== null) {
    const regular = { seasonId: season, seasonType: 'regular' } as const;
    const standings = await rankedStandings(ctx.database.db, regular, leagueId);
    const played = standings.reduce((sum, t) => sum + t.gamesPlayed, 0) / Math.max(1, standings.length);
    if (played >= GAMES_BEFORE_STANDINGS)
      return new Map(standings.map((row) => [row.teamId, row.pointsRank]));
  }
  const ratings = await repo.activeRatings(db, leagueId);
  const strength = new Map<number, number[]>();
  for (const r of ratings) strength.set(r.team_id, [...(strength.get(r.team_id) ?? []), r.overall]);
  const mean = (xs: number[]) => {
    const top = [...xs].sort((a, b) => b - a).slice(0, DRESSED);
    return top.reduce((s, x) => s + x, 0) / Math.max(1, top.length);
  };
  const order = [...strength.entries()].sort((a, b) => mean(b[1]) - mean(a[1]) || a[0] - b[0]);
  return new Map(order.map(([teamId], i) => [teamId, i + 1]));
}

/** The league as the value model sees it now (docs/decisions/048). */
export async function valuationLeague(
  ctx: AppContext,
  db: Db,
  league: Pick<LeagueRow, 'id' | 'start_year'>,
  settings: ContractSettings,
): Promise<ValuationLeague> {
  const year = await activeSeasonYear(db, league);
  const [rankOf, ratings, market] = await Promise.all([
    teamRanks(ctx, db, league.id),
    repo.activeRatings(db, league.id),
    repo.activeSalaryMarket(db, league.id),
  ]);
  const reference = ratings.reduce((s, r) => s + r.overall, 0) / Math.max(1, ratings.length);
  return {
    reference,
    season: capSeasonFor(settings, year),
    maxCapHit: maxCapHitFor(settings, year),
    nextDraftYear: year + 1,
    rankOf,
    teamCount: rankOf.size,
    market,
  };
}

/**
 * Every player under contract with the team and every pick it owns, as the value model sees them. `retained`
 * lowers a player's cap hit by the share his team would keep if it traded him.
 */
export async function teamAssets(
  db: Db,
  teamId: number,
  retained: ReadonlyMap<number, number> = new Map(),
): Promise<ValuedAsset[]> {
  const [players, picks] = await Promise.all([
    repo.contractedPlayers(db, teamId),
    repo.ownedPicks(db, teamId),
  ]);
  return [
    ...players.map((p): ValuedAsset => ({
      kind: 'player',
      label: `${p.first_name} ${p.last_name}`,
      player: {
        id: p.id,
        name: `${p.first_name} ${p.last_name}`,
        position: p.position,
        age: p.age,
        overall: p.overall,
        potential: p.potential,
        capHit: Math.round(p.cap_hit * (1 - (retained.get(p.id) ?? 0) / 100)),
        yearsLeft: p.contract_years,
      },
    })),
    ...picks.map((k): ValuedAsset => ({
      kind: 'pick',
      label: pickWords({ year: k.year, round: k.round, originalTeamName: k.original_team_name }),
      pick: { id: k.id, year: k.year, round: k.round, originalTeamId: k.original_team_id },
    })),
  ];
}
