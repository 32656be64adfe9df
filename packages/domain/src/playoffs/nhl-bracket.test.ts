import { describe, expect, it } from 'vitest';
import { HOCKEY_TEAMS } from '../teams';
import type { PlayoffBracket, SeriesSlot } from './bracket';
import { nhlSeason, teamIdOf } from './season-record.fixture';
import { seedPlayoffs } from './seed-playoffs';
import { DEFAULT_PLAYOFF_SETTINGS } from './settings';

const abbreviationOf = (teamId: number) => HOCKEY_TEAMS[teamId - 1]?.abbreviation;
const slotText = (slot: SeriesSlot) =>
  slot.kind === 'team' ? `${abbreviationOf(slot.teamId)}(${slot.seed})` : `winner ${slot.seriesId}`;
const matchups = (bracket: PlayoffBracket, round: number) =>
  bracket.rounds[round]?.series.map((s) => `${s.id}: ${slotText(s.highSeed)} v ${slotText(s.lowSeed)}`);

describe('seedPlayoffs in the NHL format (32 teams, 2023–24 shape)', () => {
  const bracket = seedPlayoffs({
    standings: nhlSeason(),
    headToHead: [],
    settings: DEFAULT_PLAYOFF_SETTINGS,
  });

  it('plays the NHL divisional format in four best-of-seven rounds', () => {
    expect(bracket.format).toBe('nhl-divisional');
    expect(bracket.rounds.map((r) => [r.series.length, r.seriesLength, r.homeIce])).toEqual([
      [8, 7, 'seed'],
      [4, 7, 'seed'],
      [2, 7, 'record'],
      [1, 7, 'record'],
    ]);
  });

  it('gives the better division winner the lower wild card and pairs 2nd with 3rd in each division', () => {
    // The 2024 first round: NYR–WSH, CAR–NYI, FLA–TBL, BOS–TOR, DAL–VGK, WPG–COL, VAN–NSH, EDM–LAK.
    expect(matchups(bracket, 0)).toEqual([
      'r1s1: NYR(1) v WSH(8)',
      'r1s2: CAR(3) v NYI(6)',
      'r1s3: FLA(2) v TBL(7)',
      'r1s4: BOS(4) v TOR(5)',
      'r1s5: DAL(1) v VGK(8)',
      'r1s6: WPG(3) v COL(5)',
      'r1s7: VAN(2) v NSH(7)',
      'r1s8: EDM(4) v LAK(6)',
    ]);
  });

  it('takes the last wild card on regulation wins when two teams finish level on points', () => {
    const wildCards = bracket.teams.filter((t) => t.qualifiedAs.kind === 'wildCard').map((t) => t.teamId);
    expect(wildCards).toContain(teamIdOf('WSH'));
    expect(bracket.teams.map((t) => t.teamId)).not.toContain(teamIdOf('DET'));
  });

  it('records how each team qualified', () => {
    const entry = (abbreviation: string) => bracket.teams.find((t) => t.teamId === teamIdOf(abbreviation));
    expect(entry('TOR')).toMatchObject({
      conference: 'Eastern',
      qualifiedAs: { kind: 'division', division: 'Atlantic', place: 3 },
    });
    expect(entry('TBL')).toMatchObject({ seed: 7, qualifiedAs: { kind: 'wildCard', place: 1 } });
    expect(bracket.teams).toHaveLength(16);
  });

  it('keeps the bracket fixed: each later series names the series that feed it', () => {
    expect(matchups(bracket, 1)).toEqual([
      'r2s1: winner r1s1 v winner r1s2',
      'r2s2: winner r1s3 v winner r1s4',
      'r2s3: winner r1s5 v winner r1s6',
      'r2s4: winner r1s7 v winner r1s8',
    ]);
    expect(matchups(bracket, 2)).toEqual([
      'r3s1: winner r2s1 v winner r2s2',
      'r3s2: winner r2s3 v winner r2s4',
    ]);
    expect(matchups(bracket, 3)).toEqual(['r4s1: winner r3s1 v winner r3s2']);
    expect(bracket.rounds[2]?.series.map((s) => s.conference)).toEqual(['Eastern', 'Western']);
    expect(bracket.rounds[3]?.series[0]?.conference).toBeNull();
  });

  it('lists the playoff teams by record for home ice in the late rounds', () => {
    expect(bracket.byRecord.slice(0, 3).map(abbreviationOf)).toEqual(['NYR', 'DAL', 'CAR']);
  });
});
