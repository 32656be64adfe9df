import { describe, expect, it } from 'vitest';
import { HOCKEY_TEAMS } from '../teams';
import { playoffChampion, resolveBracket, type ResolvedSeries, type SeriesWinners } from './progression';
import { nhlSeason, seasonRecord, teamIdOf } from './season-record.fixture';
import { seedPlayoffs } from './seed-playoffs';
import { DEFAULT_PLAYOFF_SETTINGS, playoffSettingsSchema } from './settings';

const bracket = seedPlayoffs({ standings: nhlSeason(), headToHead: [], settings: DEFAULT_PLAYOFF_SETTINGS });
const won = (entries: Record<string, string>): SeriesWinners =>
  Object.fromEntries(Object.entries(entries).map(([id, abbreviation]) => [id, teamIdOf(abbreviation)]));
const abbreviationOf = (teamId: number | undefined) =>
  teamId ? HOCKEY_TEAMS[teamId - 1]?.abbreviation : null;
const matchup = (series: ResolvedSeries | undefined) =>
  `${abbreviationOf(series?.highSeed?.teamId)} v ${abbreviationOf(series?.lowSeed?.teamId)}`;
const find = (rounds: ResolvedSeries[][], id: string) => rounds.flat().find((s) => s.id === id);

// The 2024 playoffs, round by round.
const FIRST_ROUND = {
  r1s1: 'NYR',
  r1s2: 'CAR',
  r1s3: 'FLA',
  r1s4: 'BOS',
  r1s5: 'DAL',
  r1s6: 'COL',
  r1s7: 'VAN',
  r1s8: 'EDM',
};
const SECOND_ROUND = { r2s1: 'NYR', r2s2: 'FLA', r2s3: 'DAL', r2s4: 'EDM' };
const CONFERENCE_FINALS = { r3s1: 'FLA', r3s2: 'EDM' };

describe('resolveBracket', () => {
  it('knows every first-round matchup and no later team before any series is decided', () => {
    const rounds = resolveBracket(bracket, {});
    expect(rounds[0]?.every((s) => s.highSeed && s.lowSeed && s.winnerId === null)).toBe(true);
    expect(
      rounds
        .slice(1)
        .flat()
        .every((s) => s.highSeed === null && s.lowSeed === null),
    ).toBe(true);
  });

  it('sends the winners within each division bracket to meet in the second round', () => {
    const rounds = resolveBracket(bracket, won(FIRST_ROUND));
    expect(rounds[1]?.map(matchup)).toEqual(['NYR v CAR', 'FLA v BOS', 'DAL v COL', 'VAN v EDM']);
  });

  it('shows a team on its side of the bracket while its opponent is still playing', () => {
    const series = find(resolveBracket(bracket, won({ r1s2: 'NYI' })), 'r2s1');
    expect(series?.highSeed).toBeNull();
    expect(series?.lowSeed).toEqual({ teamId: teamIdOf('NYI'), seed: 6 });
  });

  it('gives home ice in the second round to the higher seed, even against a better record', () => {
    // Nashville (wild card, seed 7) finished level with Los Angeles (third in the Pacific, seed 6)
    // on points and ahead of it on regulation wins; Los Angeles still hosts.
    expect(bracket.byRecord.indexOf(teamIdOf('NSH'))).toBeLessThan(bracket.byRecord.indexOf(teamIdOf('LAK')));
    const series = find(resolveBracket(bracket, won({ r1s7: 'NSH', r1s8: 'LAK' })), 'r2s4');
    expect(matchup(series)).toBe('LAK v NSH');
  });

  it('gives home ice from the conference final on to the better record, whatever the seeds', () => {
    // Carolina (second in the Metropolitan, seed 3, 111 points) hosts Florida (Atlantic winner, seed 2, 110).
    const rounds = resolveBracket(
      bracket,
      won({ r1s1: 'WSH', r1s2: 'CAR', r1s4: 'BOS', r2s1: 'CAR', r1s3: 'FLA', r2s2: 'FLA' }),
    );
    expect(matchup(find(rounds, 'r3s1'))).toBe('CAR v FLA');
  });

  it('plays the 2024 final with Florida at home and crowns it', () => {
    const winners = won({ ...FIRST_ROUND, ...SECOND_ROUND, ...CONFERENCE_FINALS });
    expect(matchup(find(resolveBracket(bracket, winners), 'r3s1'))).toBe('NYR v FLA');
    expect(matchup(find(resolveBracket(bracket, winners), 'r4s1'))).toBe('FLA v EDM');
    expect(playoffChampion(bracket, winners)).toBeNull();
    expect(playoffChampion(bracket, { ...winners, ...won({ r4s1: 'FLA' }) })).toBe(teamIdOf('FLA'));
  });

  it('refuses a winner who is not in the series, or one of a series whose teams are unknown', () => {
    expect(() => resolveBracket(bracket, won({ r1s1: 'BOS' }))).toThrow(RangeError);
    expect(() => resolveBracket(bracket, won({ r2s1: 'NYR' }))).toThrow(RangeError);
  });

  it('lets a top seed with a bye wait for the winner of the first round', () => {
    const standings = Array.from({ length: 6 }, (_, i) => seasonRecord(i + 1, { wins: 50 - i }));
    const sixTeams = seedPlayoffs({
      standings,
      headToHead: [],
      settings: playoffSettingsSchema.parse({ teamCount: 6 }),
    });
    const rounds = resolveBracket(sixTeams, { r1s1: 5, r1s2: 3 });
    expect(rounds[1]?.map((s) => [s.highSeed?.teamId, s.lowSeed?.teamId])).toEqual([
      [1, 5],
      [2, 3],
    ]);
  });
});
