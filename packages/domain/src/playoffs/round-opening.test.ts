import { describe, expect, it } from 'vitest';
import { resolveBracket, type SeriesWinners } from './progression';
import { seriesUnderWay } from './round-opening';
import { nhlSeason, teamIdOf } from './season-record.fixture';
import { seedPlayoffs } from './seed-playoffs';
import { DEFAULT_PLAYOFF_SETTINGS } from './settings';

const bracket = seedPlayoffs({ standings: nhlSeason(), headToHead: [], settings: DEFAULT_PLAYOFF_SETTINGS });
const won = (entries: Record<string, string>): SeriesWinners =>
  Object.fromEntries(Object.entries(entries).map(([id, abbreviation]) => [id, teamIdOf(abbreviation)]));
const underWay = (winners: SeriesWinners) =>
  seriesUnderWay(resolveBracket(bracket, winners)).map((s) => s.id);

// The 2024 playoffs: the Rangers and the Hurricanes both won in the first round's first week.
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

describe('seriesUnderWay', () => {
  it('is the first round at the start', () => {
    expect(underWay({})).toEqual(['r1s1', 'r1s2', 'r1s3', 'r1s4', 'r1s5', 'r1s6', 'r1s7', 'r1s8']);
  });

  it('holds back a second-round series whose pair is decided while any first-round series is not', () => {
    // NYR v CAR is known, yet six first-round series are still to be decided.
    const pair = won({ r1s1: 'NYR', r1s2: 'CAR' });
    expect(resolveBracket(bracket, pair)[1]?.[0]).toMatchObject({
      id: 'r2s1',
      highSeed: { teamId: teamIdOf('NYR') },
      lowSeed: { teamId: teamIdOf('CAR') },
    });
    expect(underWay(pair)).toEqual(['r1s1', 'r1s2', 'r1s3', 'r1s4', 'r1s5', 'r1s6', 'r1s7', 'r1s8']);
    const { r1s8: _last, ...allButOne } = FIRST_ROUND;
    expect(underWay(won(allButOne))).not.toContain('r2s1');
  });

  it('opens the whole second round once the last first-round series is decided', () => {
    expect(underWay(won(FIRST_ROUND))).toEqual(['r2s1', 'r2s2', 'r2s3', 'r2s4']);
    // The earliest undecided round, not the latest: a decided second-round series keeps the round under way.
    expect(underWay(won({ ...FIRST_ROUND, r2s1: 'NYR' }))).toEqual(['r2s1', 'r2s2', 'r2s3', 'r2s4']);
  });

  it('is nothing once the final is decided', () => {
    const all = won({
      ...FIRST_ROUND,
      r2s1: 'NYR',
      r2s2: 'FLA',
      r2s3: 'DAL',
      r2s4: 'EDM',
      r3s1: 'FLA',
      r3s2: 'EDM',
      r4s1: 'FLA',
    });
    expect(underWay(all)).toEqual([]);
  });
});
