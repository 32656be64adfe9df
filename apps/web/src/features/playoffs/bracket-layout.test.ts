import { describe, expect, it } from 'vitest';
import { playoffsQueryOptions, LIVE_REFRESH_MS } from './api/get-playoffs';
import { bracketConferences, currentRoundIndex, orderedRounds, seriesScoreText } from './bracket-layout';
import { bracket16, teamId } from './test/bracket-fixture';

const abbreviation = (id: number) => `T${id}`;

describe('bracket layout', () => {
  it('orders each round from the top of the bracket down by where its winners go', () => {
    const rounds = bracket16().rounds.map((round) => ({ ...round, series: [...round.series].reverse() }));
    const ordered = orderedRounds([...rounds].reverse());
    expect(ordered.map((round) => round.series.map((s) => s.id))).toEqual([
      ['r1s1', 'r1s2', 'r1s3', 'r1s4', 'r1s5', 'r1s6', 'r1s7', 'r1s8'],
      ['r2s1', 'r2s2', 'r2s3', 'r2s4'],
      ['r3s1', 'r3s2'],
      ['r4s1'],
    ]);
    expect(bracketConferences(ordered)).toEqual(['Eastern', 'Western']);
  });

  it('puts the score in words: who leads, who won, a tie, not started, waiting', () => {
    const [first, second, third] = orderedRounds(bracket16().rounds);
    const series = (round: typeof first, id: string) => {
      const found = round?.series.find((s) => s.id === id);
      if (!found) throw new Error(`no series ${id}`);
      return found;
    };
    expect(seriesScoreText(series(second, 'r2s1'), abbreviation)).toBe(`T${teamId('BOS')} leads 3-2`);
    expect(seriesScoreText(series(first, 'r1s2'), abbreviation)).toBe(`T${teamId('NYR')} wins 4-2`);
    expect(seriesScoreText(series(second, 'r2s3'), abbreviation)).toBe('Series tied 2-2');
    expect(seriesScoreText(series(second, 'r2s4'), abbreviation)).toBe('Not started');
    expect(seriesScoreText(series(third, 'r3s1'), abbreviation)).toBe('Waiting for the teams');
  });

  it('opens a phone on the earliest round with a series still to decide', () => {
    const rounds = orderedRounds(bracket16().rounds);
    expect(currentRoundIndex(rounds)).toBe(1);
    expect(currentRoundIndex([])).toBe(0);
  });

  it('polls every 30 s only while the playoffs are on', () => {
    const { refetchInterval } = playoffsQueryOptions(3);
    if (typeof refetchInterval !== 'function') throw new Error('refetchInterval is not a function');
    const withStatus = (status: string) => ({ state: { data: { ...bracket16(), status } } }) as never;
    expect(refetchInterval(withStatus('in-progress'))).toBe(LIVE_REFRESH_MS);
    expect(refetchInterval(withStatus('complete'))).toBe(false);
    expect(refetchInterval(withStatus('not-started'))).toBe(false);
  });
});
