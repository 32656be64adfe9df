import type { BracketRound, BracketTeam, SeriesSlot } from './bracket';

/** A bracket as a tree while it is built: a seeded team, or a series between two subtrees. */
export type BracketNode =
  | { kind: 'team'; team: BracketTeam }
  | { kind: 'series'; round: number; conference: string | null; high: BracketNode; low: BracketNode };

export const seriesNode = (
  round: number,
  conference: string | null,
  high: BracketNode,
  low: BracketNode,
): BracketNode => ({ kind: 'series', round, conference, high, low });

export const teamNode = (team: BracketTeam): BracketNode => ({ kind: 'team', team });

/**
 * Lays a bracket tree out round by round, series numbered from the top of the bracket down
 * ('r1s1' is the first round's first series), each later slot naming the series that feeds it.
 */
export function roundsOf(
  root: BracketNode,
  roundCount: number,
  roundOptions: (round: number) => Omit<BracketRound, 'series'>,
): BracketRound[] {
  const byRound: Extract<BracketNode, { kind: 'series' }>[][] = Array.from({ length: roundCount }, () => []);
  const visit = (node: BracketNode): void => {
    if (node.kind === 'team') return;
    visit(node.high);
    visit(node.low);
    byRound[node.round]?.push(node);
  };
  visit(root);

  const ids = new Map<BracketNode, string>();
  byRound.forEach((nodes, r) => nodes.forEach((node, s) => ids.set(node, `r${r + 1}s${s + 1}`)));
  const slot = (node: BracketNode): SeriesSlot =>
    node.kind === 'team'
      ? { kind: 'team', teamId: node.team.teamId, seed: node.team.seed }
      : { kind: 'winnerOf', seriesId: ids.get(node) ?? '' };

  return byRound.map((nodes, r) => ({
    ...roundOptions(r),
    series: nodes.map((node) => ({
      id: ids.get(node) ?? '',
      conference: node.conference,
      highSeed: slot(node.high),
      lowSeed: slot(node.low),
    })),
  }));
}
