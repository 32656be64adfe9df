import type { BracketTeam, QualifiedAs } from './bracket';
import { seriesNode, teamNode, type BracketNode } from './bracket-tree';
import type { HeadToHeadGame } from './head-to-head';
import { rankTeams, type SeasonRecord } from './tie-breakers';

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
  const pick = <T>(list: readonly T[], index: number): T => {
    const item = list[index];
    if (item === undefined) throw new RangeError(`The ${conference} conference is short of playoff teams`);
    return item;
  };
  const ranked = (group: readonly SeasonRecord[]) => rankTeams(group, games).map((r) => r.team);

  const divisions = [...new Set(teams.map((t) => t.division))].map((d) =>
    ranked(teams.filter((t) => t.division === d)),
  );
  const winners = ranked(divisions.map((d) => pick(d, 0)));
  // The division of the better winner heads the conference's bracket.
  const [first = [], second = []] = divisions[0]?.[0] === winners[0] ? divisions : [...divisions].reverse();
  const wildCards = ranked([...first.slice(3), ...second.slice(3)]);

  const qualifiers: [SeasonRecord, QualifiedAs][] = [
    ...[1, 2, 3].flatMap((place) =>
      ranked([pick(first, place - 1), pick(second, place - 1)]).map((t): [SeasonRecord, QualifiedAs] => [
        t,
        { kind: 'division', division: t.division ?? '', place },
      ]),
    ),
    [pick(wildCards, 0), { kind: 'wildCard', place: 1 }],
    [pick(wildCards, 1), { kind: 'wildCard', place: 2 }],
  ];
  const seeded = qualifiers.map(([t, qualifiedAs], i) => ({
    teamId: t.teamId,
    seed: i + 1,
    conference,
    qualifiedAs,
  }));
  const nodes = new Map(seeded.map((s) => [s.teamId, teamNode(s)]));
  const node = (t: SeasonRecord): BracketNode => {
    const seededNode = nodes.get(t.teamId);
    if (!seededNode) throw new Error(`Team ${t.teamId} plays in the bracket without a seed`);
    return seededNode;
  };

  const divisionBracket = (division: readonly SeasonRecord[], wildCard: SeasonRecord) =>
    seriesNode(
      1,
      conference,
      seriesNode(0, conference, node(pick(division, 0)), node(wildCard)),
      seriesNode(0, conference, node(pick(division, 1)), node(pick(division, 2))),
    );
  const root = seriesNode(
    2,
    conference,
    divisionBracket(first, pick(wildCards, 1)),
    divisionBracket(second, pick(wildCards, 0)),
  );
  return { root, seeded };
}
