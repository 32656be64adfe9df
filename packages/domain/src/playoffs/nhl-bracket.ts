import { seriesNode, teamNode, type BracketNode, type BracketTeam, type QualifiedAs } from './bracket';
import type { HeadToHeadGame } from './head-to-head';
import { rankTeams, type SeasonRecord } from './tie-breakers';

const ranked = <T extends SeasonRecord>(teams: readonly T[], games: readonly HeadToHeadGame[]): T[] =>
  rankTeams(teams, games).map((r) => r.team);

/**
 * One conference of the NHL's divisional format: the top three of each division and two wild
 * cards (the next best in the conference, whatever their division). The division winner with the
 * better record meets the second wild card, the other winner the first; second meets third in
 * each division; the winners within each division's bracket meet in the second round.
 *
 * Seeds rank division finish before record, as the NHL's bracket does (A1 v WC2, A2 v A3): the
 * winners are 1 and 2, the second places 3 and 4, the third places 5 and 6, the wild cards 7 and 8.
 */
export function nhlConferenceTree(
  conference: string,
  teams: readonly SeasonRecord[],
  games: readonly HeadToHeadGame[],
): { root: BracketNode; seeded: BracketTeam[] } {
  const divisionNames = [...new Set(teams.map((t) => t.division))];
  const standings = divisionNames.map((d) =>
    ranked(
      teams.filter((t) => t.division === d),
      games,
    ),
  );
  const winners = ranked(
    standings.map((s) => at(s, 0, conference)),
    games,
  );
  // The division of the better winner heads the conference's bracket.
  const headFirst = standings[0]?.[0] === winners[0];
  const [first = [], second = []] = headFirst ? standings : [...standings].reverse();
  const wildCards = ranked([...first.slice(3), ...second.slice(3)], games);
  const placed = (n: number) => ranked([at(first, n - 1, conference), at(second, n - 1, conference)], games);

  const qualifiers: [SeasonRecord, QualifiedAs][] = [
    ...[1, 2, 3].flatMap((n) =>
      (n === 1 ? [at(first, 0, conference), at(second, 0, conference)] : placed(n)).map(
        (t): [SeasonRecord, QualifiedAs] => [t, { kind: 'division', division: t.division ?? '', place: n }],
      ),
    ),
    [at(wildCards, 0, conference), { kind: 'wildCard', place: 1 }],
    [at(wildCards, 1, conference), { kind: 'wildCard', place: 2 }],
  ];
  const seeded = qualifiers.map(([t, qualifiedAs], i) => ({
    teamId: t.teamId,
    seed: i + 1,
    conference,
    qualifiedAs,
  }));
  const node = (team: SeasonRecord) =>
    teamNode(seeded.find((s) => s.teamId === team.teamId) ?? at(seeded, 0, conference));
  const divisionBracket = (division: SeasonRecord[], winner: SeasonRecord, wildCard: SeasonRecord) =>
    seriesNode(
      1,
      conference,
      seriesNode(0, conference, node(winner), node(wildCard)),
      seriesNode(0, conference, node(at(division, 1, conference)), node(at(division, 2, conference))),
    );
  return {
    root: seriesNode(
      2,
      conference,
      divisionBracket(first, at(first, 0, conference), at(wildCards, 1, conference)),
      divisionBracket(second, at(second, 0, conference), at(wildCards, 0, conference)),
    ),
    seeded,
  };
}

function at<T>(list: readonly T[], index: number, conference: string): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`The ${conference} conference is short of playoff teams`);
  return item;
}
