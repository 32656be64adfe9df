// An NHL-mode league as league creation builds it, held in memory: the same rosters, stored and read
// back through the players table's mapping, the same saved lineups, depth charts and goalie plans,
// and the schedule the commissioner's 'generate schedule' makes for an 82-game season.
import {
  DEFAULT_GOALIE_PLAN,
  defaultDepthChart,
  HOCKEY_TEAMS,
  type DepthChartIds,
  type GoaliePlan,
  type Lineup,
  type Player,
  type StoredPlayer,
} from '@rinkside/domain';
import { autoLineup, createRng, generateSchedule, type Rng } from '@rinkside/sim';
import { zonedTimeToUtc } from '../../apps/server/src/lib/time-zone';
import { generatedRosters } from '../../apps/server/src/modules/leagues/build-rosters';
import { playerToRow } from '../../apps/server/src/db/player-row';
import { rowToPlayer } from '../../apps/server/src/modules/players/mapping';

// The schedule generator's defaults on the commissioner's page for an NHL season.
const GAMES_PER_TEAM = 82;
const TIME_ZONE = 'America/New_York';

export interface SeasonTeam {
  id: number;
  name: string;
  abbreviation: string;
  conference: string;
  division: string;
  /** Every player the team owns (minor-leaguers and prospects too), as the players table gives them. */
  roster: StoredPlayer[];
  /** The saved lineup: the coach's at league creation. */
  lineup: Lineup;
  depthChart: DepthChartIds;
  goaliePlan: GoaliePlan;
}

export interface SeasonGame {
  /** Order of play: by start time, then as the schedule listed it. */
  index: number;
  /** League-local day, 'yyyy-MM-dd'. */
  date: string;
  /** UTC instant, as the engine receives it. */
  startAt: string;
  home: SeasonTeam;
  away: SeasonTeam;
  /** Each game has a seed of its own, as the server stores one per game. */
  seed: string;
}

export interface NhlLeague {
  teams: SeasonTeam[];
  games: SeasonGame[];
}

/** Players as they come back from the players table after league creation stores them. */
function storeRoster(players: Player[], teamId: number, nextId: () => number) {
  return players.map((player) => {
    const row = playerToRow(player, 1, teamId, 2026);
    return rowToPlayer({
      ...row,
      id: nextId(),
      team_id: teamId,
      role: row.role ?? null,
      potential: row.potential ?? null,
      injury: row.injury ?? null,
      retired_after_season_id: null,
      contract_type: row.contract_type ?? 'standard',
      contract_signed_year: row.contract_signed_year ?? 2026,
      first_contract_year: row.first_contract_year ?? 2026,
      age_at_first_contract: row.age_at_first_contract ?? 20,
      prior_games: row.prior_games ?? 0,
      prior_accrued_seasons: row.prior_accrued_seasons ?? 0,
      extension_cap_hit: null,
      extension_years: null,
      qualifying_offer: null,
      last_team_id: null,
    });
  });
}

function buildTeams(rng: Rng): SeasonTeam[] {
  let playerId = 0;
  const nextId = () => (playerId += 1);
  // createLeague's NHL mode: a professional league's generated rosters for the 32 real teams.
  const rosters = generatedRosters(rng, HOCKEY_TEAMS.length, 'professional');
  return HOCKEY_TEAMS.map((template, i) => {
    const id = i + 1;
    const roster = storeRoster(rosters[i] ?? [], id, nextId);
    return {
      id,
      name: template.name,
      abbreviation: template.abbreviation,
      conference: template.conference,
      division: template.division,
      roster,
      lineup: autoLineup(roster.filter((p) => p.status === 'active')),
      depthChart: defaultDepthChart(roster),
      goaliePlan: DEFAULT_GOALIE_PLAN,
    };
  });
}

/** A fresh NHL-mode league and its 1,312-game regular season, all from `seed`. */
export function buildNhlLeague(seed: string, startYear = 2026): NhlLeague {
  const teams = buildTeams(createRng(`${seed}:league`));
  // The schedule's team numbers index the league's teams in name order, as the server lists them.
  const byName = [...teams].sort((a, b) => a.name.localeCompare(b.name));
  const matchups = generateSchedule(createRng(`${seed}:schedule`), {
    teams: teams.length,
    gamesPerTeam: GAMES_PER_TEAM,
    startDate: `${startYear}-10-07`,
    endDate: `${startYear + 1}-04-16`,
  });
  const games = matchups
    .map((m, i) => {
      const home = byName[m.home];
      const away = byName[m.away];
      if (!home || !away) throw new RangeError(`Schedule names team ${m.home} or ${m.away}`);
      const startAt = zonedTimeToUtc(m.date, m.time, TIME_ZONE).toISOString();
      return { index: i, date: m.date, startAt, home, away, seed: `${seed}:game:${i}` };
    })
    .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.index - b.index)
    .map((game, index) => ({ ...game, index }));
  return { teams, games };
}
