// The season numbers bench:realism prints, from one season's totals. Pure: a season played by
// bench/support/realism-season.ts, or a hand-made one in a test, gives the same metrics.

/** One skater's season, as his stats rows would add up. */
export interface SkaterSeason {
  playerId: string;
  teamId: number;
  defenseman: boolean;
  games: number;
  goals: number;
  assists: number;
  shots: number;
}

/** One goalie's season. `games` counts appearances, `starts` the games he began in net. */
export interface GoalieSeason {
  playerId: string;
  teamId: number;
  games: number;
  starts: number;
  wins: number;
  saves: number;
  shotsAgainst: number;
}

/** One team's season: its record and the games its injured players missed. */
export interface TeamSeason {
  teamId: number;
  games: number;
  wins: number;
  losses: number;
  otLosses: number;
  /** Sum over the team's games of the roster players out injured for that game. */
  manGamesLost: number;
  /** Games played the day after another (the second night of a back-to-back). */
  backToBacks: number;
}

/** One forward line's ice time over a season: its players' seconds, summed, and the player-games they add up over. */
export interface LineIceTime {
  seconds: number;
  playerGames: number;
}

export interface SeasonTotals {
  games: number;
  /** Fights (two fighting majors each). */
  fights: number;
  skaters: readonly SkaterSeason[];
  goalies: readonly GoalieSeason[];
  teams: readonly TeamSeason[];
  /** Games by final margin: margins[k] games were won by k goals (a shootout's goal counts, as the NHL's do). */
  margins: readonly number[];
  /** The four forward lines as each game's dressed lineup named them, first line first. */
  forwardLines: readonly LineIceTime[];
}

export interface RealismMetrics {
  topPoints: number;
  tenthPoints: number;
  /** The top scorer's lead over the 10th: how far the stars stand out of the scoring race. */
  topTenSpread: number;
  hundredPointPlayers: number;
  topGoals: number;
  fiftyGoalScorers: number;
  fortyGoalScorers: number;
  assistsPerGoal: number;
  defensemenGoalShare: number;
  defensemenShootingPct: number;
  forwardsShootingPct: number;
  goalieGamesLeader: number;
  goalieWinsLeader: number;
  backupStartShare: number;
  bestQualifiedSavePct: number;
  worstQualifiedSavePct: number;
  teamPointsSd: number;
  bestTeamPoints: number;
  worstTeamPoints: number;
  manGamesLostPerTeam: number;
  fightsPerGame: number;
  backToBacksPerTeam: number;
  /** Share of games won by 4 or more goals, and by 5 or more. */
  fourGoalMarginShare: number;
  fiveGoalMarginShare: number;
  /** Minutes a game each forward of the first, second, third and fourth lines plays, all situations. */
  firstLineToi: number;
  secondLineToi: number;
  thirdLineToi: number;
  fourthLineToi: number;
}

/** Goalies qualify for the save-percentage extremes with this many games played. */
export const QUALIFIED_GOALIE_GAMES = 25;

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** NHL points: two a win, one an overtime or shootout loss. */
export const teamPoints = (t: Pick<TeamSeason, 'wins' | 'otLosses'>): number => 2 * t.wins + t.otLosses;

/** Population standard deviation (a league's teams are the whole population). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = sum(values) / values.length;
  return Math.sqrt(sum(values.map((v) => (v - mean) ** 2)) / values.length);
}

/** Starts by each team's non-primary goalies (all but the one with most starts) over all starts. */
export function backupStartShare(goalies: readonly GoalieSeason[]): number {
  const byTeam = new Map<number, number[]>();
  for (const g of goalies) byTeam.set(g.teamId, [...(byTeam.get(g.teamId) ?? []), g.starts]);
  let starts = 0;
  let primary = 0;
  for (const teamStarts of byTeam.values()) {
    starts += sum(teamStarts);
    primary += Math.max(0, ...teamStarts);
  }
  return ratio(starts - primary, starts);
}

/** Games missed to injury, per team. */
export const manGamesLostPerTeam = (teams: readonly TeamSeason[]): number =>
  ratio(sum(teams.map((t) => t.manGamesLost)), teams.length);

/** Share of the games won by at least `goals` goals. */
export function marginShare(margins: readonly number[], goals: number): number {
  return ratio(sum(margins.slice(goals)), sum(margins));
}

/** Minutes a game each of the line's forwards played. */
export const lineMinutes = (line: LineIceTime | undefined): number =>
  line ? ratio(line.seconds, line.playerGames) / 60 : 0;

/** The n-th highest value (1-based), 0 when there are fewer. */
function nth(values: readonly number[], n: number): number {
  return [...values].sort((a, b) => b - a)[n - 1] ?? 0;
}

export function seasonMetrics(season: SeasonTotals): RealismMetrics {
  const points = season.skaters.map((s) => s.goals + s.assists);
  const goals = season.skaters.map((s) => s.goals);
  const defense = season.skaters.filter((s) => s.defenseman);
  const forwards = season.skaters.filter((s) => !s.defenseman);
  const goalsOf = (list: readonly SkaterSeason[]) => sum(list.map((s) => s.goals));
  const shotsOf = (list: readonly SkaterSeason[]) => sum(list.map((s) => s.shots));
  const qualified = season.goalies
    .filter((g) => g.games >= QUALIFIED_GOALIE_GAMES)
    .map((g) => ratio(g.saves, g.shotsAgainst));
  const standings = season.teams.map(teamPoints);
  return {
    topPoints: nth(points, 1),
    tenthPoints: nth(points, 10),
    topTenSpread: nth(points, 1) - nth(points, 10),
    hundredPointPlayers: points.filter((p) => p >= 100).length,
    topGoals: nth(goals, 1),
    fiftyGoalScorers: goals.filter((g) => g >= 50).length,
    fortyGoalScorers: goals.filter((g) => g >= 40).length,
    assistsPerGoal: ratio(sum(season.skaters.map((s) => s.assists)), goalsOf(season.skaters)),
    defensemenGoalShare: ratio(goalsOf(defense), goalsOf(season.skaters)),
    defensemenShootingPct: ratio(goalsOf(defense), shotsOf(defense)),
    forwardsShootingPct: ratio(goalsOf(forwards), shotsOf(forwards)),
    goalieGamesLeader: nth(
      season.goalies.map((g) => g.games),
      1,
    ),
    goalieWinsLeader: nth(
      season.goalies.map((g) => g.wins),
      1,
    ),
    backupStartShare: backupStartShare(season.goalies),
    bestQualifiedSavePct: qualified.length ? Math.max(...qualified) : 0,
    worstQualifiedSavePct: qualified.length ? Math.min(...qualified) : 0,
    teamPointsSd: standardDeviation(standings),
    bestTeamPoints: standings.length ? Math.max(...standings) : 0,
    worstTeamPoints: standings.length ? Math.min(...standings) : 0,
    manGamesLostPerTeam: manGamesLostPerTeam(season.teams),
    fightsPerGame: ratio(season.fights, season.games),
    backToBacksPerTeam: ratio(sum(season.teams.map((t) => t.backToBacks)), season.teams.length),
    fourGoalMarginShare: marginShare(season.margins, 4),
    fiveGoalMarginShare: marginShare(season.margins, 5),
    firstLineToi: lineMinutes(season.forwardLines[0]),
    secondLineToi: lineMinutes(season.forwardLines[1]),
    thirdLineToi: lineMinutes(season.forwardLines[2]),
    fourthLineToi: lineMinutes(season.forwardLines[3]),
  };
}

/** Each metric's mean over the seasons. */
export function averageMetrics(seasons: readonly RealismMetrics[]): RealismMetrics {
  const first = seasons[0];
  if (!first) throw new RangeError('No seasons to average');
  const keys = Object.keys(first) as (keyof RealismMetrics)[];
  return Object.fromEntries(
    keys.map((k) => [k, sum(seasons.map((s) => s[k])) / seasons.length]),
  ) as unknown as RealismMetrics;
}
