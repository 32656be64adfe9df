// npm run bench:draft [-- --drafts N --teams T --rounds R --quality Q --until AGE --seed S]
// Many seeded draft classes, each drafted in the scouts' draft-day order and developed with the
// league's own progression; prints by round the share of picks who became NHL regulars and stars,
// beside the NHL's figures (docs/decisions/049, "Draft yield").
import { numberArg as arg } from './support/args';
import { groupOf, runDraft, yieldLevels, type DraftedPlayer } from './support/draft-yield';

const drafts = Math.max(1, Math.floor(arg('drafts', 50)));
const teams = Math.max(2, Math.floor(arg('teams', 32)));
const rounds = Math.max(1, Math.floor(arg('rounds', 7)));
const quality = arg('quality', 72);
const untilAge = arg('until', 25);
const seed = String(arg('seed', 2049));

// NHL regulars by round (200+ NHL games): rounds 1-3 from the 1990-99 drafts (About.com / LiveAbout,
// "How Many Draft Picks Make It to the NHL?": 63%, about a quarter, 12%); rounds 4-7 from the 2003-13
// drafts' 50+ game rates by round (Flames Nation, "Drafting for success, part 2": 14.5, 9.4, 10.2,
// 8.8%) scaled to 200+ games as round 3's two figures relate (12 / 18.2). Stars: the round of the
// drafted among the NHL's top 50 scorers (The Hockey News, November 2018: 40, 4, 2, 1, 0, 0, 0 of 47).
const NHL_REGULAR: readonly number[] = [63, 25, 12, 9, 6, 6, 5];
const NHL_STAR_SHARE: readonly number[] = [85, 9, 4, 2, 0, 0, 0];
const TOLERANCE = 4;

const levels = yieldLevels(quality);
const players: DraftedPlayer[] = [];
const started = performance.now();
for (let d = 0; d < drafts; d += 1)
  players.push(...runDraft(`${seed}:draft:${d}`, { teams, rounds, quality, untilAge, levels }));
const seconds = (performance.now() - started) / 1000;

const pct = (part: number, whole: number): number => (whole === 0 ? 0 : (100 * part) / whole);
const cell = (text: string | number, width: number): string => String(text).padStart(width);
const stars = players.filter((p) => p.star && p.round > 0).length;

console.log(
  `Draft yield: ${drafts} drafts of ${teams} teams × ${rounds} rounds (class ${Math.round(1.3 * teams * rounds)}), ` +
    `league quality ${quality}, best overall through age ${untilAge}`,
);
console.log(
  `Regular = at least the ${'12th forward / 6th defenceman / 2nd goalie'} of generated rosters: ` +
    `F ${levels.regular.F}, D ${levels.regular.D}, G ${levels.regular.G}; star = ${levels.star}+`,
);
console.log('');
console.log(
  ['round', 'picks', 'overall', 'regulars %', 'NHL %', 'stars %', 'share of stars %', 'NHL share %', '']
    .map((h, i) => cell(h, [5, 6, 8, 11, 6, 8, 17, 12, 3][i] ?? 8))
    .join(' '),
);
let inside = 0;
for (let round = 1; round <= rounds + 1; round += 1) {
  const undrafted = round > rounds;
  const group = players.filter((p) => p.round === (undrafted ? 0 : round));
  const regular = pct(group.filter((p) => p.regular).length, group.length);
  const nhl = NHL_REGULAR[round - 1];
  const ok = nhl !== undefined && Math.abs(regular - nhl) <= TOLERANCE;
  if (ok) inside += 1;
  const meanOverall = group.reduce((s, p) => s + p.overall, 0) / Math.max(1, group.length);
  console.log(
    [
      cell(undrafted ? 'undr.' : round, 5),
      cell(group.length, 6),
      cell(meanOverall.toFixed(1), 8),
      cell(regular.toFixed(1), 11),
      cell(undrafted || nhl === undefined ? '-' : nhl, 6),
      cell(pct(group.filter((p) => p.star).length, group.length).toFixed(1), 8),
      cell(undrafted ? '-' : pct(group.filter((p) => p.star).length, stars).toFixed(0), 17),
      cell(undrafted ? '-' : (NHL_STAR_SHARE[round - 1] ?? '-'), 12),
      cell(undrafted || nhl === undefined ? '' : ok ? 'ok' : 'off', 3),
    ].join(' '),
  );
}
const drafted = players.filter((p) => p.round > 0);
console.log('');
console.log(
  `All drafted: ${pct(drafted.filter((p) => p.regular).length, drafted.length).toFixed(1)}% regulars, ` +
    `${(stars / drafts).toFixed(1)} stars a draft. ${inside} of ${Math.min(rounds, NHL_REGULAR.length)} rounds ` +
    `within ${TOLERANCE} points of the NHL. ${seconds.toFixed(1)} s`,
);
const byPosition = (['F', 'D', 'G'] as const).map((g) => {
  const early = drafted.filter((p) => groupOf(p.position) === g);
  const first = early.filter((p) => p.round === 1);
  return (
    `${g} ${pct(early.length, drafted.length).toFixed(0)}% of picks (${pct(first.length, players.filter((p) => p.round === 1).length).toFixed(0)}% of round 1), ` +
    `${pct(early.filter((p) => p.regular).length, early.length).toFixed(1)}% regulars`
  );
});
console.log(`By position: ${byPosition.join('; ')}.`);
