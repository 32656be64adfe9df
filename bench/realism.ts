// npm run bench:realism [-- --seasons N --seed S --json --verbose]
// Plays whole NHL-mode seasons as the product would (league creation's rosters and lineups, the
// commissioner's 82-game schedule, the server's per-game engine call) and prints what a fan reads
// in the season's leaders, standings and box scores, each beside its NHL target (issues 13 and 30).
// Six seasons by default (issue 30): one season's leaders stray too far to judge the engine by.
import { averageMetrics, seasonMetrics, type RealismMetrics } from '../scripts/realism-metrics';
import { savedLineupOnly } from './support/realism-between-games';
import { productRules } from './support/realism-product-rules';
import { numberArg as arg } from './support/args';
import { playSeason } from './support/realism-season';
import { formatValue, isMet, REALISM_TARGETS, type RealismTarget } from './support/realism-targets';

const seasons = Math.max(1, Math.floor(arg('seasons', 6)));
const seed = arg('seed', 2025);
const asJson = process.argv.includes('--json');
// --saved-lineup: every game with the saved lineup, nobody hurt or rested (the harness before the product's rules).
const rules = process.argv.includes('--saved-lineup') ? savedLineupOnly : productRules;
const verbose = process.argv.includes('--verbose');

const perSeason: RealismMetrics[] = [];
let games = 0;
let cpuSeconds = 0;
let engineCpuSeconds = 0;
for (let s = 0; s < seasons; s++) {
  const played = playSeason(`${seed}:${s}`, rules);
  perSeason.push(seasonMetrics(played.totals));
  games += played.totals.games;
  cpuSeconds += played.cpuSeconds;
  engineCpuSeconds += played.engineCpuSeconds;
}
const average = averageMetrics(perSeason);
// CPU time (this process only: other work on a shared machine is not ours), JIT warm-up included.
const gamesPerSecond = Math.round(games / cpuSeconds);
const engineGamesPerSecond = Math.round(games / engineCpuSeconds);

const eachSeason = (t: RealismTarget): number[] => perSeason.map((m) => m[t.key]);
const met = (t: RealismTarget): boolean => isMet(t, average[t.key], eachSeason(t));

const rounded = (m: RealismMetrics) =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v * 10_000) / 10_000]));

if (asJson) {
  const inside = Object.fromEntries(REALISM_TARGETS.map((t) => [t.key, met(t)]));
  const targets = Object.fromEntries(
    REALISM_TARGETS.map((t) => [t.key, { min: t.min, max: t.max, nhl: t.nhl, everySeason: !!t.everySeason }]),
  );
  console.log(
    JSON.stringify(
      {
        seasons,
        seed,
        betweenGames: rules.description,
        games,
        gamesPerSecond,
        engineGamesPerSecond,
        average: rounded(average),
        inside,
        allInside: Object.values(inside).every(Boolean),
        targets,
        perSeason: perSeason.map(rounded),
      },
      null,
      2,
    ),
  );
} else {
  const columns = verbose ? perSeason.map((_, i) => `season ${i + 1}`.padStart(10)).join('') : '';
  console.log(
    `Rinkside season realism: ${seasons} NHL-mode season(s) of ${games / seasons} games, seed ${seed}`,
  );
  console.log(`between games: ${rules.description}\n`);
  console.log(
    `${'metric'.padEnd(36)}${'mean'.padStart(8)}${'seasons'.padStart(17)}   ${'target'.padEnd(16)}${'NHL 21-25'.padEnd(13)}${columns}`,
  );
  let inside = 0;
  for (const t of REALISM_TARGETS) {
    const ok = met(t);
    if (ok) inside += 1;
    const f = (v: number) => formatValue(t.format, v);
    const band = `${f(t.min)} - ${f(t.max)}`;
    const range = `${f(Math.min(...eachSeason(t)))} - ${f(Math.max(...eachSeason(t)))}`;
    const each = verbose ? perSeason.map((m) => f(m[t.key]).padStart(10)).join('') : '';
    console.log(
      `${ok ? '✓' : '✗'} ${t.label.padEnd(34)}${f(average[t.key]).padStart(8)}${range.padStart(17)}   ${band.padEnd(16)}${t.nhl.padEnd(13)}${each}`,
    );
  }
  console.log(`\n${inside} of ${REALISM_TARGETS.length} inside their targets`);
  console.log(
    `games / second (CPU time): ${gamesPerSecond} for the whole season loop, ${engineGamesPerSecond} in the engine alone`,
  );
}
