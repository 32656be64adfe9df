import type { ContractSettings, DepthChartIds } from '@rinkside/domain';
import { mendLineupAfterRosterMove } from '../desk/service';
import { recordNews } from '../feed/service';
import type { Db, LeagueRow } from '../leagues/repo';
import { notify } from '../notifications/service';
import * as contractsRepo from '../contracts/repo';
import type { ContractPlayerRow } from '../contracts/repo';
import { contractStart, teamCapIn, type SeasonRow } from './facts';
import { aiReSignings } from '../re-signing/ai-re-signings';
import { keepsHisTeam, qualifyingOfferOf } from './hooks';

/**
 * Opens the offseason's free agency (docs/decisions/045), inside the caller's transaction, once: the
 * season is marked opened with a conditional update, so a second process (or the rollover) finds it
 * done and returns null. AI teams keep whom they want; every other player whose contract ends with the
 * finished season leaves his team, off its lineup and depth chart. The league's news says so, and each
 * GM hears who left. Returns the users told.
 */
export async function openFreeAgency(
  trx: Db,
  input: { league: LeagueRow; season: SeasonRow; settings: ContractSettings; at: string },
): Promise<number[] | null> {
  const { league, season, settings, at } = input;
  const marked = await trx
    .updateTable('seasons')
    .set({ free_agency_opened_at: at })
    .where('id', '=', season.id)
    .where('free_agency_opened_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return null;

  const { startYear } = contractStart(season);
  // AI teams first keep whom they want, by the talks' own model (docs/decisions/044).
  await aiReSignings(trx, { league, seasonId: season.id, year: season.start_year, at });
  const teams = await trx
    .selectFrom('teams')
    .selectAll()
    .where('league_id', '=', league.id)
    .orderBy('id')
    .execute();
  const told: (number | null)[] = [];
  for (const team of teams) {
    const cap = await teamCapIn(trx, team.id, season.start_year, startYear, settings);
    const expiring = cap.players.filter((p) => p.status !== 'prospect' && p.contract_years <= 1);
    const leaving: ContractPlayerRow[] = [];
    for (const row of expiring) {
      const qualifyingOffer = qualifyingOfferOf(row);
      if (keepsHisTeam(row)) continue;
      if (qualifyingOffer === null) {
        leaving.push(row);
        continue;
      }
      await trx
        .updateTable('players')
        .set({ extension_cap_hit: qualifyingOffer, extension_years: 1 })
        .where('id', '=', row.id)
        .execute();
      await log(trx, { leagueId: league.id, teamId: team.id, playerId: row.id, at }, 're_signed', {
        capHit: qualifyingOffer,
        years: 1,
      });
    }
    if (leaving.length === 0) continue;
    const ids = leaving.map((p) => p.id);
    await trx
      .updateTable('players')
      .set({ team_id: null, last_team_id: team.id })
      .where('id', 'in', ids)
      .where('team_id', '=', team.id)
      .execute();
    for (const row of leaving)
      await log(trx, { leagueId: league.id, teamId: team.id, playerId: row.id, at }, 'left', null);
    await dropFromDepthChart(trx, team.id, new Set(ids));
    await dropFromLineup(trx, team.id, new Set(ids));
    await mendLineupAfterRosterMove(trx, team, at);
    if (team.gm_user_id !== null)
      told.push(
        await notify(trx, {
          userId: team.gm_user_id,
          at,
          kind: 'free_agents_left',
          payload: {
            leagueId: league.id,
            teamId: team.id,
            teamName: team.name,
            players: leaving.map((p) => `${p.first_name} ${p.last_name}`),
          },
        }),
      );
  }
  const free = await trx
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('league_id', '=', league.id)
    .where('team_id', 'is', null)
    .where('retired_after_season_id', 'is', null)
    .where('status', '!=', 'draft')
    .executeTakeFirstOrThrow();
  await recordNews(trx, {
    leagueId: league.id,
    seasonId: season.id,
    at,
    kind: 'free_agency_opened',
    payload: { seasonId: season.id, seasonName: season.name, freeAgents: Number(free.n) },
  });
  return told.filter((id): id is number => id !== null);
}

async function log(
  trx: Db,
  line: { leagueId: number; teamId: number; playerId: number; at: string },
  kind: 're_signed' | 'left',
  terms: { capHit: number; years: number } | null,
): Promise<void> {
  await contractsRepo.insertTransaction(trx, {
    league_id: line.leagueId,
    team_id: line.teamId,
    player_id: line.playerId,
    kind,
    detail: JSON.stringify(terms ?? {}),
    by_user_id: null,
    created_at: line.at,
  });
}

/**
 * The team's saved lineup without the players who left (every place, special teams too, as the summer
 * takes out the retired); 'Fix lineup's mending then fills the even-strength places.
 */
async function dropFromLineup(trx: Db, teamId: number, gone: ReadonlySet<number>): Promise<void> {
  const row = await trx
    .selectFrom('lineups')
    .select('lineup')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!row) return;
  const lineup = JSON.parse(row.lineup) as Record<string, unknown>;
  const slots = Object.entries(lineup).filter(([, id]) => typeof id === 'number' && gone.has(id));
  if (slots.length === 0) return;
  for (const [slot] of slots) lineup[slot] = null;
  await trx
    .updateTable('lineups')
    .set({ lineup: JSON.stringify(lineup) })
    .where('team_id', '=', teamId)
    .execute();
}

/** The team's depth chart without the players who left. */
export async function dropFromDepthChart(trx: Db, teamId: number, gone: ReadonlySet<number>): Promise<void> {
  const row = await trx
    .selectFrom('depth_charts')
    .select('chart')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!row) return;
  const chart = JSON.parse(row.chart) as DepthChartIds;
  const next = Object.fromEntries(
    Object.entries(chart).map(([column, ids]) => [column, ids.filter((id) => !gone.has(id))]),
  ) as DepthChartIds;
  await trx
    .updateTable('depth_charts')
    .set({ chart: JSON.stringify(next) })
    .where('team_id', '=', teamId)
    .execute();
}
