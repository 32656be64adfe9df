// npm run bench:economy [-- --years N] [-- --quick]: the money of a new NHL-size league, then after each of N
// rollovers (issue 30). Each season, from every team's cap sheet (the figures its GM reads): payrolls (least,
// quartiles, most), the teams below the floor and over the upper limit, the median payroll against the
// limit; from the signed contracts: the top 1/10/50 cap hits as shares of the limit, terms, and contracts
// under the league's minimum salary or past its longest term. Each beside the NHL's figures and the
// issue's targets. Every season and offseason is played (games, re-signing, free agency) unless `--quick`.
import { capSeasonFor, maxContractYears, type ContractSettings } from '@rinkside/domain';
import { buildCapSheet } from '../apps/server/src/modules/contracts/cap-sheet';
import { contractSettingsOf } from '../apps/server/src/modules/contracts/settings';
import { createTestApp } from '../apps/server/test/support/test-app';
import { numberArg } from './support/args';
import { livedLeague } from './support/lived-league';
import { playYear } from './support/played-year';
import { rollOver } from './support/season-phases';

const YEARS = Math.max(0, Math.floor(numberArg('years', 10)));
const QUICK = process.argv.includes('--quick');
/** Issue 30's targets, each season. */
const TARGET = { teamsBetween: 30, medianWithin: 0.1, topShare: [0.12, 0.16] as const };
/**
 * The NHL beside them (2024-25, CapFriendly/PuckPedia figures): an $88.0M upper limit and a $65.0M floor; most
 * teams within a few million of the limit; the top cap hit $13.25M (15.1%), the 10th about $11.0M (12.5%),
 * the 50th about $8.5M (9.7%); the league minimum $775K; at most 8 years re-signing, 7 otherwise.
 */
const NHL = { topShares: [0.151, 0.125, 0.097] as const };

const t = await createTestApp('sqlite');
const { db } = t.ctx.database;
const { leagueId, userId } = await livedLeague(t, 'Economy', { schedule: !QUICK && YEARS > 0 });

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
const money = (dollars: number) => `${(dollars / 1e6).toFixed(1)}M`;
const share = (part: number) => `${(part * 100).toFixed(1)}%`;

async function measure() {
  const league = await db
    .selectFrom('leagues')
    .select('contract_settings')
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
  const settings: ContractSettings = contractSettingsOf(league.contract_settings);
  const { start_year: year } = await db
    .selectFrom('seasons')
    .select('start_year')
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const season = capSeasonFor(settings, year);
  const teams = await db.selectFrom('teams').select('id').where('league_id', '=', leagueId).execute();
  const payrolls: number[] = [];
  for (const team of teams)
    payrolls.push((await buildCapSheet(db, { teamId: team.id, year, settings })).payroll);
  payrolls.sort((a, b) => a - b);
  const contracts = await db
    .selectFrom('players')
    .select(['cap_hit', 'contract_years'])
    .where('league_id', '=', leagueId)
    .where('team_id', 'is not', null)
    .where('status', 'not in', ['prospect', 'draft'])
    .where('retired_after_season_id', 'is', null)
    .execute();
  const hits = contracts.map((c) => c.cap_hit).sort((a, b) => b - a);
  const longest = maxContractYears(settings, true);
  const median = quantile(payrolls, 0.5);
  return {
    year,
    limit: season.upperLimit,
    floor: season.floor,
    payrolls,
    below: payrolls.filter((p) => p < season.floor).length,
    over: payrolls.filter((p) => p > season.upperLimit).length,
    median,
    medianGap: (season.upperLimit - median) / season.upperLimit,
    top: [1, 10, 50].map((n) => (hits[n - 1] ?? 0) / season.upperLimit),
    underMinimum: contracts.filter((c) => c.cap_hit < season.minimumSalary).length,
    pastLongest: contracts.filter((c) => c.contract_years > longest).length,
    meanTerm: contracts.reduce((sum, c) => sum + c.contract_years, 0) / Math.max(1, contracts.length),
    contracts: contracts.length,
  };
}

const rows = [await measure()];
for (let year = 1; year <= YEARS; year += 1) {
  if (QUICK)
    await db
      .updateTable('seasons')
      .set({ phase: 'offseason' })
      .where('league_id', '=', leagueId)
      .where('active', '=', 1)
      .execute();
  else await playYear(t, { leagueId, userId });
  await rollOver(t, { leagueId, userId });
  rows.push(await measure());
}
await t.close();

console.log(
  `A new NHL-size league (32 teams) and ${YEARS} rollovers, ${QUICK ? 'no games and no free agency (--quick)' : 'every season and offseason played'} (SQLite)`,
);
console.log(
  'season   limit  floor  least    Q1  median    Q3   most  below floor  over limit  median gap  top 1  top 10  top 50  < minimum  > longest  mean term',
);
for (const r of rows)
  console.log(
    [
      `${r.year}-${String((r.year + 1) % 100).padStart(2, '0')}`,
      money(r.limit).padStart(7),
      money(r.floor).padStart(6),
      money(r.payrolls[0] ?? 0).padStart(6),
      money(quantile(r.payrolls, 0.25)).padStart(5),
      money(r.median).padStart(7),
      money(quantile(r.payrolls, 0.75)).padStart(5),
      money(r.payrolls.at(-1) ?? 0).padStart(6),
      String(r.below).padStart(12),
      String(r.over).padStart(11),
      share(r.medianGap).padStart(11),
      ...r.top.map((s, i) => share(s).padStart(i === 0 ? 6 : 7)),
      String(r.underMinimum).padStart(10),
      String(r.pastLongest).padStart(10),
      r.meanTerm.toFixed(1).padStart(10),
    ].join(' '),
  );
const between = (r: (typeof rows)[number]) => r.payrolls.length - r.below - r.over;
const met = (ok: boolean) => (ok ? '✓' : '✗');
console.log('\nTargets (issue 30), every season:');
console.log(
  `  teams between floor and limit >= ${TARGET.teamsBetween} of 32: ${rows.map(between).join(', ')} ${met(rows.every((r) => between(r) >= TARGET.teamsBetween))}`,
);
console.log(
  `  median payroll within ${share(TARGET.medianWithin)} of the limit: ${rows.map((r) => share(r.medianGap)).join(', ')} ${met(rows.every((r) => Math.abs(r.medianGap) <= TARGET.medianWithin))}`,
);
const [low, high] = TARGET.topShare;
console.log(
  `  top cap hit ${share(low)}–${share(high)} of the limit (NHL ${share(NHL.topShares[0])}, 10th ${share(NHL.topShares[1])}, 50th ${share(NHL.topShares[2])}): ${rows.map((r) => share(r.top[0] ?? 0)).join(', ')} ${met(rows.every((r) => (r.top[0] ?? 0) >= low && (r.top[0] ?? 0) <= high))}`,
);
console.log(
  `  no contract under the minimum or past the longest term: ${rows.map((r) => r.underMinimum + r.pastLongest).join(', ')} ${met(rows.every((r) => r.underMinimum + r.pastLongest === 0))}`,
);
