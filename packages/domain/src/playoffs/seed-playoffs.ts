import type { BracketTeam, PlayoffBracket } from './bracket';
import { roundsOf, seriesNode, type BracketNode } from './bracket-tree';
import type { HeadToHeadGame } from './head-to-head';
import { nhlConferenceTree } from './nhl-bracket';
import { playoffFormatFor, playoffTeamCount } from './playoff-format';
import { seededTree } from './seeded-bracket';
import { seriesLengthOf, type PlayoffFormat, type PlayoffSettings } from './settings';
import { rankTeams, type SeasonRecord } from './tie-breakers';

export interface SeedPlayoffsInput {
  /** Every team of the league with its final regular-season record. */
  standings: readonly SeasonRecord[];
  /** The regular season's played games; head-to-head reads those between tied teams. */
  headToHead: readonly HeadToHeadGame[];
  settings: Pick<PlayoffSettings, 'teamCount' | 'format' | 'seriesLengths'>;
}

const seedsOf = (teams: readonly SeasonRecord[], conference: string | null): BracketTeam[] =>
  teams.map((t, i) => ({ teamId: t.teamId, seed: i + 1, conference, qualifiedAs: { kind: 'seed' } }));

/** The conferences in name order, each with its teams. */
function byConference(standings: readonly SeasonRecord[]): [string, SeasonRecord[]][] {
  const names = [...new Set(standings.map((t) => t.conference ?? ''))].sort();
  return names.map((name) => [name, standings.filter((t) => (t.conference ?? '') === name)]);
}

function conferenceTrees(
  format: Exclude<PlayoffFormat, 'league-seeded'>,
  { standings, headToHead }: SeedPlayoffsInput,
  count: number,
): { root: BracketNode; seeded: BracketTeam[]; roundCount: number }[] {
  return byConference(standings).map(([conference, teams]) => {
    if (format === 'nhl-divisional')
      return { ...nhlConferenceTree(conference, teams, headToHead), roundCount: 3 };
    const seeded = seedsOf(
      rankTeams(teams, headToHead)
        .slice(0, count / 2)
        .map((r) => r.team),
      conference,
    );
    return { ...seededTree(seeded, conference), seeded };
  });
}

/**
 * Seeds the playoffs from the final standings into a fixed bracket. In the NHL's format and when
 * seeded by conference, the conference champions meet in the final. Home ice goes to the higher
 * seed until the last two rounds (the conference finals and the final in the NHL's format) and to
 * the better regular-season record from then on.
 */
export function seedPlayoffs(input: SeedPlayoffsInput): PlayoffBracket {
  const { standings, headToHead, settings } = input;
  const format = playoffFormatFor(standings, settings);
  const count = playoffTeamCount(standings.length, settings);

  let root: BracketNode;
  let teams: BracketTeam[];
  let roundCount: number;
  if (format === 'league-seeded') {
    teams = seedsOf(
      rankTeams(standings, headToHead)
        .slice(0, count)
        .map((r) => r.team),
      null,
    );
    ({ root, roundCount } = seededTree(teams, null));
  } else {
    const [east, west] = conferenceTrees(format, input, count);
    if (!east || !west) throw new RangeError('Conference playoffs need two conferences');
    roundCount = east.roundCount + 1;
    root = seriesNode(east.roundCount, null, east.root, west.root);
    teams = [...east.seeded, ...west.seeded];
  }

  const records = standings.filter((t) => teams.some((s) => s.teamId === t.teamId));
  return {
    format,
    teams,
    byRecord: rankTeams(records, headToHead).map((r) => r.team.teamId),
    rounds: roundsOf(root, roundCount, (round) => ({
      seriesLength: seriesLengthOf(settings, round),
      homeIce: round >= roundCount - 2 ? 'record' : 'seed',
    })),
  };
}
