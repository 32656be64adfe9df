// npm run bench:decade [-- --years N] [-- --quick]: a league lived for N years with the entry draft feeding
// it (docs/decisions/049): each year its 82-game season and playoffs are simulated and its offseason lived
// day by day, re-signing window and free agency's rounds included (docs/decisions/056); the draft is held
// inside the rollover, drafted players develop, retirees leave. `--quick` skips the games and the
// offseason's days (each season ends at once: no final, so no free agency), as decision 049 measured.
// Prints, each year, the talent of the teams' dressed players, the stars, the goalies and the size of the
// player pool, so the league's balance over a decade can be read against its first year.
import { createTestApp } from '../apps/server/test/support/test-app';
import { numberArg } from './support/args';
import { livedLeague } from './support/lived-league';
import { playYear } from './support/played-year';
import { rollOver } from './support/season-phases';

const YEARS = Math.max(1, Math.floor(numberArg('years', 10)));
const QUICK = process.argv.includes('--quick');
// A star by the league's star level (quality 72 + 16, bench:draft).
const STAR = 88;
const DRESS = { F: 12, D: 6, G: 2 } as const;

const t = await createTestApp('sqlite');
const { db } = t.ctx.database;
const { leagueId, userId } = await livedLeague(t, 'Decade', { schedule: !QUICK });

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function measure() {
  const players = await db
    .selectFrom('players')
    .select(['team_id', 'position', 'overall', 'status', 'age'])
    .where('league_id', '=', leagueId)
    .where('retired_after_season_id', 'is', null)
    .execute();
  const dressed: number[] = [];
  const goalies: number[] = [];
  const teams = new Map<number, typeof players>();
  for (const p of players)
    if (p.team_id !== null && p.status !== 'prospect' && p.status !== 'draft')
      teams.set(p.team_id, [...(teams.get(p.team_id) ?? []), p]);
  for (const roster of teams.values()) {
    const best = (group: 'F' | 'D' | 'G') =>
      roster
        .filter((p) => (group === 'F' ? !['D', 'G'].includes(p.position) : p.position === group))
        .map((p) => p.overall)
        .sort((a, b) => b - a)
        .slice(0, DRESS[group]);
    dressed.push(...best('F'), ...best('D'), ...best('G'));
    goalies.push(best('G')[0] ?? 0);
  }
  const signed = players.filter((p) => p.team_id !== null && p.status !== 'prospect');
  return {
    dressed: mean(dressed),
    starterGoalie: mean(goalies),
    stars: signed.filter((p) => p.overall >= STAR).length,
    signed: signed.length,
    rights: players.filter((p) => p.status === 'prospect').length,
    freeAgents: players.filter((p) => p.team_id === null && p.status !== 'draft').length,
    meanAge: mean(signed.map((p) => p.age)),
  };
}

const rows = [{ year: 0, ...(await measure()), seconds: 0 }];
for (let year = 1; year <= YEARS; year += 1) {
  const start = performance.now();
  if (QUICK)
    await db
      .updateTable('seasons')
      .set({ phase: 'offseason' })
      .where('league_id', '=', leagueId)
      .where('active', '=', 1)
      .execute();
  else await playYear(t, { leagueId, userId });
  await rollOver(t, { leagueId, userId });
  rows.push({ year, ...(await measure()), seconds: (performance.now() - start) / 1000 });
}
await t.close();

console.log(
  `League of 32 teams over ${YEARS} years, the draft held at each rollover, ${QUICK ? 'no games and no free agency (--quick)' : 'every season and offseason played'} (SQLite)`,
);
console.log('year  dressed OVR  starter G  stars  signed  rights  free agents  mean age    year s');
for (const r of rows)
  console.log(
    [
      String(r.year).padStart(4),
      r.dressed.toFixed(1).padStart(12),
      r.starterGoalie.toFixed(1).padStart(10),
      String(r.stars).padStart(6),
      String(r.signed).padStart(7),
      String(r.rights).padStart(7),
      String(r.freeAgents).padStart(12),
      r.meanAge.toFixed(1).padStart(9),
      r.seconds.toFixed(2).padStart(11),
    ].join(' '),
  );
const first = rows[0];
const last = rows[rows.length - 1];
if (first && last)
  console.log(
    `\nDressed players' overall: ${first.dressed.toFixed(1)} → ${last.dressed.toFixed(1)} (${(last.dressed - first.dressed).toFixed(1)}); stars ${first.stars} → ${last.stars}.`,
  );
