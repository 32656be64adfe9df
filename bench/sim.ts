// npm run bench:sim [-- --games N --seed S --json]
// Simulates games between generated teams of even strength and prints the
// per-team and per-game numbers that the engine is calibrated against (issue 3).
import { performance } from 'node:perf_hooks';
import type { GameRecord } from '@rinkside/domain';
import { createRng, resolveLineup, simulateGameRecord, winShare } from '@rinkside/sim';
import { numberArg as arg } from './support/args';
import { ShotQuality } from './support/shot-quality';
import { at, league, UNITS, unitIds, type Team } from './support/sim-teams';

const games = arg('games', 10_000);
const seed = arg('seed', 2025);
const asJson = process.argv.includes('--json');

const totals = {
  goals: 0,
  shotsOnGoal: 0,
  saves: 0,
  shotsAgainstGoalie: 0,
  ppOpportunities: 0,
  ppGoals: 0,
  pim: 0,
  hits: 0,
  blocks: 0,
  giveaways: 0,
  takeaways: 0,
  emptyNetGoals: 0,
  faceoffs: 0,
  overtime: 0,
  shootout: 0,
  homeWins: 0,
  events: 0,
  assists: 0,
  defenseGoals: 0,
  defenseShots: 0,
  forwardGoals: 0,
  forwardShots: 0,
  fightingMajors: 0,
  injuries: 0,
  gamesOut: 0,
};
const teamGoals: Record<string, number> = {
  '0': 0,
  '1': 0,
  '2': 0,
  '3': 0,
  '4': 0,
  '5': 0,
  '6': 0,
  '7': 0,
  '8+': 0,
};
const margins: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0 };
const toi = UNITS.map(() => 0);
const shotQuality = new ShotQuality();

function record(data: GameRecord, unitsHome: string[][], unitsAway: string[][]): void {
  const { teamA, teamB } = data.statistics;
  for (const [t, goalies, players, units] of [
    [teamA, data.goalieStats.teamA, data.playerStats.teamA, unitsHome],
    [teamB, data.goalieStats.teamB, data.playerStats.teamB, unitsAway],
  ] as const) {
    totals.goals += t.goals;
    totals.shotsOnGoal += t.shots;
    totals.ppOpportunities += t.powerPlays;
    totals.ppGoals += t.ppGoals;
    totals.pim += t.pim;
    totals.hits += t.hits;
    totals.blocks += t.blocks;
    totals.giveaways += t.giveaways;
    totals.takeaways += t.takeaways;
    totals.faceoffs += t.faceoffsWon;
    for (const g of Object.values(goalies)) {
      totals.saves += g.saves;
      totals.shotsAgainstGoalie += g.shotsAgainst;
    }
    const bucket = t.goals >= 8 ? '8+' : String(t.goals);
    teamGoals[bucket] = (teamGoals[bucket] ?? 0) + 1;
    units.forEach((ids, u) => {
      for (const id of ids) toi[u] = (toi[u] ?? 0) + (players[id]?.icetime ?? 0) / ids.length;
    });
  }
  for (const e of data.events) {
    if (e.type === 'GOAL') {
      if (e.emptyNet) totals.emptyNetGoals++;
      totals.assists += e.assists.length;
    } else if (e.type === 'PENALTY' && e.infraction === 'Fighting') totals.fightingMajors++;
  }
  for (const side of [data.playerStats.teamA, data.playerStats.teamB])
    for (const s of Object.values(side)) {
      const d = s.position === 'LD' || s.position === 'RD';
      if (d) totals.defenseGoals += s.goals;
      else totals.forwardGoals += s.goals;
      if (d) totals.defenseShots += s.shots;
      else totals.forwardShots += s.shots;
    }
  for (const injury of data.injuries ?? []) {
    totals.injuries++;
    totals.gamesOut += injury.gamesOut;
  }
  shotQuality.add(data);
  totals.events += data.events.length;
  if (data.decidedIn !== 'REG') totals.overtime++;
  if (data.decidedIn === 'SO') totals.shootout++;
  if (data.homeScore > data.awayScore) totals.homeWins++;
  const margin = Math.abs(data.homeScore - data.awayScore);
  const key = margin >= 5 ? '5+' : String(margin);
  margins[key] = (margins[key] ?? 0) + 1;
}

const rng = createRng(seed);
const teams = league(rng, 32, () => 72);
const units = teams.map((t) => unitIds(t.players));
// The clocks bracket each simulateGameRecord call only (the play-by-play text is written
// when a game is shown, by describeGame), not the tallying; a game's data is
// tallied and let go right after, as a server stores each game. CPU time
// (process.cpuUsage: this process, every thread, so garbage collection and the JIT
// count too) is the honest speed on a shared machine: time other processes take is not ours.
// The first WARM_UP games (the JIT tiering up: the first ~50 run interpreted at ~5 ms) are
// played and tallied like the others; the speed is reported with and without them.
const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const WARM_UP = Math.min(500, Math.floor(games / 10));
const BATCH = 500;
let warmUpCpu = 0;
let cpuSeconds = 0;
let wallSeconds = 0;
let bestBatchCpu = 0;
for (let done = 0; done < games; done += BATCH) {
  let batchCpu = 0;
  const size = Math.min(games, done + BATCH) - done;
  for (let i = 0; i < size; i++) {
    const h = Math.floor(rng.next() * teams.length);
    const a = (h + 1 + Math.floor(rng.next() * (teams.length - 1))) % teams.length;
    const cpuStart = cpuNow();
    const start = performance.now();
    const data = simulateGameRecord({ home: at(teams, h), away: at(teams, a) }, { rng });
    wallSeconds += (performance.now() - start) / 1000;
    const cpu = cpuNow() - cpuStart;
    batchCpu += cpu;
    if (done + i < WARM_UP) warmUpCpu += cpu;
    record(data, at(units, h), at(units, a));
  }
  cpuSeconds += batchCpu;
  if (batchCpu > 0) bestBatchCpu = Math.max(bestBatchCpu, size / batchCpu);
}

// Strength: a team about 10 overall points better, alternating home and away. Three pairs of rosters,
// each drawn from a seed of its own: drawn from the game loop's rng, a single pair changed with every
// change to the engine (gaps of 9.0 to 11.1 points, 64% to 80% wins, in issue 30's work).
const STRENGTH_PAIRS = 3;
const dressedOverall = (t: Team) => {
  const l = resolveLineup(t.players);
  const ids = new Set(Object.values(l).map(String));
  const dressed = t.players.filter((p) => ids.has(String(p.id)));
  return dressed.reduce((s, p) => s + p.overall, 0) / dressed.length;
};
const strengthGames = 2000;
let strengthGap = 0;
let strongWinShare = 0;
for (let pair = 0; pair < STRENGTH_PAIRS; pair++) {
  const pairRng = createRng(`${seed}:strength:${pair}`);
  const strong = at(
    league(pairRng, 1, () => 77),
    0,
  );
  const weakTeam = at(
    league(pairRng, 1, () => 67),
    0,
  );
  const weak = { ...weakTeam, players: weakTeam.players.map((p) => ({ ...p, id: Number(p.id) + 5000 })) };
  strengthGap += (dressedOverall(strong) - dressedOverall(weak)) / STRENGTH_PAIRS;
  strongWinShare += winShare(strong, weak, strengthGames, pairRng) / STRENGTH_PAIRS;
}

const teamGames = games * 2;
const r = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;
const result = {
  games,
  seed,
  // CPU time of simulateGameRecord over every game after the warm-up.
  gamesPerSecond: Math.round((games - WARM_UP) / (cpuSeconds - warmUpCpu)),
  msPerGame: r(((cpuSeconds - warmUpCpu) * 1000) / (games - WARM_UP), 3),
  warmUpGames: WARM_UP,
  // The whole run (warm-up included), the best batch of 500, the wall clock (load-dependent).
  gamesPerSecondWithWarmUp: Math.round(games / cpuSeconds),
  gamesPerSecondBestBatch: Math.round(bestBatchCpu),
  gamesPerSecondWall: Math.round(games / wallSeconds),
  eventsPerGame: r(totals.events / games, 1),
  credits: {
    assistsPerGoal: r(totals.assists / totals.goals),
    defenseGoalShare: r(totals.defenseGoals / totals.goals, 4),
    defenseShootingPct: r(totals.defenseGoals / totals.defenseShots, 4),
    forwardShootingPct: r(totals.forwardGoals / totals.forwardShots, 4),
  },
  fightsPerGame: r(totals.fightingMajors / 2 / games),
  injuriesPerGame: r(totals.injuries / games),
  gamesOutPerInjury: r(totals.gamesOut / Math.max(1, totals.injuries), 1),
  perTeamPerGame: {
    goals: r(totals.goals / teamGames),
    shotsOnGoal: r(totals.shotsOnGoal / teamGames),
    savePct: r(totals.saves / totals.shotsAgainstGoalie, 4),
    shootingPct: r(totals.goals / totals.shotsOnGoal, 4),
    ppOpportunities: r(totals.ppOpportunities / teamGames),
    ppPct: r(totals.ppGoals / totals.ppOpportunities, 4),
    pim: r(totals.pim / teamGames),
    hits: r(totals.hits / teamGames),
    blocks: r(totals.blocks / teamGames),
    giveaways: r(totals.giveaways / teamGames),
    takeaways: r(totals.takeaways / teamGames),
    emptyNetGoals: r(totals.emptyNetGoals / teamGames),
  },
  perGame: {
    faceoffs: r(totals.faceoffs / games, 2),
    overtimeShare: r(totals.overtime / games, 4),
    shootoutShare: r(totals.shootout / games, 4),
    settledInOvertimeShare: r((totals.overtime - totals.shootout) / Math.max(1, totals.overtime), 4),
    homeWinPct: r(totals.homeWins / games, 4),
  },
  teamGoalsDistribution: Object.fromEntries(
    Object.entries(teamGoals).map(([k, v]) => [k, r(v / teamGames, 4)]),
  ),
  marginDistribution: Object.fromEntries(Object.entries(margins).map(([k, v]) => [k, r(v / games, 4)])),
  toiByUnit: Object.fromEntries(UNITS.map((u, i) => [u, r((toi[i] ?? 0) / teamGames / 60, 2)])),
  shotQuality: shotQuality.summary(),
  strength: {
    games: strengthGames * STRENGTH_PAIRS,
    overallGap: r(strengthGap, 1),
    strongerWinPct: r(strongWinShare, 4),
  },
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const p = result.perTeamPerGame;
  const g = result.perGame;
  const pct = (v: number, d = 1) => `${(v * 100).toFixed(d)}%`;
  const rows: [string, string, string][] = [
    ['goals / team / game', p.goals.toFixed(2), '2.95 - 3.20'],
    ['shots on goal / team / game', p.shotsOnGoal.toFixed(1), '28 - 31'],
    ['save %', p.savePct.toFixed(3), '.898 - .908'],
    ['shooting %', pct(p.shootingPct), ''],
    ['PP opportunities / team / game', p.ppOpportunities.toFixed(2), '2.7 - 3.2'],
    ['PP %', pct(p.ppPct), '19% - 23%'],
    ['PIM / team / game', p.pim.toFixed(1), ''],
    ['hits / team / game', p.hits.toFixed(1), '18 - 24'],
    ['blocked shots / team / game', p.blocks.toFixed(1), '13 - 16'],
    ['giveaways / takeaways', `${p.giveaways.toFixed(1)} / ${p.takeaways.toFixed(1)}`, ''],
    ['empty-net goals / team / game', p.emptyNetGoals.toFixed(2), ''],
    ['faceoffs / game', g.faceoffs.toFixed(1), '54 - 62'],
    ['games to overtime', pct(g.overtimeShare), '19% - 24%'],
    ['OT games settled before shootout', pct(g.settledInOvertimeShare), '~70%'],
    ['home team wins', pct(g.homeWinPct), '52% - 56%'],
    [
      `stronger team wins (+${result.strength.overallGap} ovr)`,
      pct(result.strength.strongerWinPct),
      '65% - 75%',
    ],
    ['assists / goal', result.credits.assistsPerGoal.toFixed(2), '1.55 - 1.85'],
    ["defensemen's share of goals", pct(result.credits.defenseGoalShare), '12% - 20%'],
    [
      'shooting %, defensemen / forwards',
      `${pct(result.credits.defenseShootingPct)} / ${pct(result.credits.forwardShootingPct)}`,
      '5-6% / ~11%',
    ],
    ['fights / game', result.fightsPerGame.toFixed(2), '~0.25'],
    [
      'injuries / game, games out each',
      `${result.injuriesPerGame.toFixed(2)}, ${result.gamesOutPerInjury.toFixed(1)}`,
      '',
    ],
    ['events / game', String(result.eventsPerGame), '300+'],
    ['games / second (one core, CPU time)', String(result.gamesPerSecond), '>= 4000'],
    ['ms / game (CPU time)', result.msPerGame.toFixed(3), '<= 0.25'],
    [
      `games / second (with the first ${result.warmUpGames} games)`,
      String(result.gamesPerSecondWithWarmUp),
      '',
    ],
    ['games / second (best 500 games, CPU)', String(result.gamesPerSecondBestBatch), ''],
    ['games / second (wall clock, load-dependent)', String(result.gamesPerSecondWall), ''],
  ];
  console.log(`Rinkside engine benchmark: ${games} games, seed ${seed}\n`);
  for (const [label, value, target] of rows)
    console.log(`${label.padEnd(44)}${value.padStart(12)}   ${target}`);
  console.log(`\nWhere shots come from and how they go in (NHL beside)\n`);
  for (const [label, value, nhl] of shotQuality.rows())
    console.log(`${label.padEnd(44)}${value.padStart(16)}   ${nhl}`);
  console.log(`\nTOI per player (min): ${UNITS.map((u) => `${u} ${result.toiByUnit[u]}`).join('  ')}`);
  console.log(`team goals: ${JSON.stringify(result.teamGoalsDistribution)}`);
  console.log(`final margin: ${JSON.stringify(result.marginDistribution)}`);
}
