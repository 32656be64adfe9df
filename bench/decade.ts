// npm run bench:decade [-- --years N] [-- --quick]: a league lived for N years with the entry draft feeding
// it (docs/decisions/049): each year its 82-game season and playoffs are simulated and its offseason lived
// day by day, re-signing window and free agency's rounds included (docs/decisions/056); the draft is held
// inside the rollover, drafted players develop, retirees leave. `--quick` skips the games and the
// offseason's days (each season ends at once: no final, so no free agency), as decision 049 measured.
// Prints, each year, the talent of the teams' dressed players, the stars, the goalies and the size of the
// player pool, so the league's balance over a decade can be read against its first year; the free agents
// left when free agency's rounds end (FA left) and when the new season starts, after the summer's camp
// (FA at start), and the players new to the league through the summer's supply of undrafted, college and
// European free agents and late bloomers (docs/decisions/077): how many joined, how many of all the
// supplies so far are signed and how many dress (and their mean overall).
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
/** docs/decisions/025's target for a league's talent over ten years: the dressed players' mean within ±1.5. */
const TARGET_BAND = 1.5;

const t = await createTestApp('sqlite');
const { db } = t.ctx.database;
const { leagueId, userId } = await livedLeague(t, 'Decade', { schedule: !QUICK });

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Every player the summers' supplies brought in (docs/decisions/077). */
const supplied = new Set<number>();

/** Free agents now, as the free-agents page lists them: no team, not retired, not in the draft class. */
async function freeAgentIds(): Promise<number[]> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('team_id', 'is', null)
    .where('retired_after_season_id', 'is', null)
    .where('status', '!=', 'draft')
    .execute();
  return rows.map((r) => r.id);
}

async function newestPlayerId(): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return row.id ?? 0;
}

/** Players added since `id`, outside the draft class, in the order they joined. */
async function playersAfter(id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('id', '>', id)
    .where('status', '!=', 'draft')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

async function measure() {
  const players = await db
    .selectFrom('players')
    .select(['id', 'team_id', 'position', 'overall', 'status', 'age'])
    .where('league_id', '=', leagueId)
    .where('retired_after_season_id', 'is', null)
    .execute();
  const dressed: number[] = [];
  const dressedSupply: number[] = [];
  const goalies: number[] = [];
  const teams = new Map<number, typeof players>();
  for (const p of players)
    if (p.team_id !== null && p.status !== 'prospect' && p.status !== 'draft')
      teams.set(p.team_id, [...(teams.get(p.team_id) ?? []), p]);
  for (const roster of teams.values()) {
    const best = (group: 'F' | 'D' | 'G') =>
      roster
        .filter((p) => (group === 'F' ? !['D', 'G'].includes(p.position) : p.position === group))
        .sort((a, b) => b.overall - a.overall)
        .slice(0, DRESS[group]);
    const lineup = [...best('F'), ...best('D'), ...best('G')];
    dressed.push(...lineup.map((p) => p.overall));
    dressedSupply.push(...lineup.filter((p) => supplied.has(p.id)).map((p) => p.overall));
    goalies.push(best('G')[0]?.overall ?? 0);
  }
  const signed = players.filter((p) => p.team_id !== null && p.status !== 'prospect');
  return {
    dressed: mean(dressed),
    starterGoalie: mean(goalies),
    stars: signed.filter((p) => p.overall >= STAR).length,
    teams: teams.size,
    signed: signed.length,
    rights: players.filter((p) => p.status === 'prospect').length,
    freeAgents: players.filter((p) => p.team_id === null && p.status !== 'draft').length,
    meanAge: mean(signed.map((p) => p.age)),
    supplySigned: signed.filter((p) => supplied.has(p.id)).length,
    supplyDressed: dressedSupply.length,
    supplyDressedOverall: mean(dressedSupply),
  };
}

const rows = [{ year: 0, ...(await measure()), left: 0, joined: 0, seconds: 0 }];
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
  // Free agents left when the offseason's rounds are over, before the summer brings new ones.
  const left = (await freeAgentIds()).length;
  const lastId = await newestPlayerId();
  const rollover = await rollOver(t, { leagueId, userId });
  // The supply joins after the summer's call-ups, before the preseason's generated players and the next
  // draft class (status 'draft').
  const added = await playersAfter(lastId);
  const joined = added.slice(rollover.generated, rollover.generated + (rollover.newFreeAgents ?? 0));
  joined.forEach((id) => supplied.add(id));
  rows.push({
    year,
    ...(await measure()),
    left,
    joined: joined.length,
    seconds: (performance.now() - start) / 1000,
  });
}
await t.close();

console.log(
  `League of 32 teams over ${YEARS} years, the draft held at each rollover, ${QUICK ? 'no games and no free agency (--quick)' : 'every season and offseason played'} (SQLite)`,
);
console.log(
  'year  dressed OVR  vs year 0  starter G  stars  a team  signed  rights  FA left  joined  FA at start  supply signed  dressed (OVR)  mean age  year s',
);
const first = rows[0];
for (const r of rows)
  console.log(
    [
      String(r.year).padStart(4),
      r.dressed.toFixed(1).padStart(12),
      (r.dressed - (first?.dressed ?? 0)).toFixed(1).padStart(10),
      r.starterGoalie.toFixed(1).padStart(10),
      String(r.stars).padStart(6),
      (r.stars / Math.max(1, r.teams)).toFixed(2).padStart(7),
      String(r.signed).padStart(7),
      String(r.rights).padStart(7),
      String(r.left).padStart(8),
      String(r.joined).padStart(7),
      String(r.freeAgents).padStart(12),
      String(r.supplySigned).padStart(14),
      `${r.supplyDressed} (${r.supplyDressedOverall.toFixed(1)})`.padStart(14),
      r.meanAge.toFixed(1).padStart(9),
      r.seconds.toFixed(2).padStart(7),
    ].join(' '),
  );
const last = rows[rows.length - 1];
if (first && last) {
  const widest = Math.max(...rows.map((r) => Math.abs(r.dressed - first.dressed)));
  console.log(
    `\nDressed players' overall: ${first.dressed.toFixed(1)} → ${last.dressed.toFixed(1)} (${(last.dressed - first.dressed).toFixed(1)}), ` +
      `widest gap from year 0 ${widest.toFixed(1)} (target within ±${TARGET_BAND}: ${widest <= TARGET_BAND ? 'met' : 'missed'}); ` +
      `stars ${first.stars} → ${last.stars}.`,
  );
}
