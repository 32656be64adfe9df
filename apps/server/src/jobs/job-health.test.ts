import { describe, expect, it } from 'vitest';
import { JobHealth, LeagueFailures, eachLeagueContained, leagueContainer } from './job-health';

const quietLog = () => {
  const errors: object[] = [];
  return { errors, error: (details: object) => void errors.push(details) };
};

describe('leagueContainer', () => {
  it("runs every league's work although one league throws, then reports that league", async () => {
    const log = quietLog();
    const { contain, finish } = leagueContainer('waivers', log);
    const ran: number[] = [];
    for (const leagueId of [1, 2, 3])
      await contain(leagueId, async () => {
        if (leagueId === 2) throw new Error('roster check failed');
        ran.push(leagueId);
      });
    expect(ran).toEqual([1, 3]);
    expect(log.errors).toEqual([expect.objectContaining({ job: 'waivers', leagueId: 2 })]);
    expect(finish).toThrow(LeagueFailures);
    expect(finish).toThrow('waivers failed in league 2; the others went on');
  });

  it('finishes quietly when no league failed', async () => {
    const { contain, finish } = leagueContainer('trades', quietLog());
    await contain(1, async () => {});
    expect(finish).not.toThrow();
  });
});

describe('eachLeagueContained', () => {
  it('goes on to the next league and names the failed ones at the end', async () => {
    const ran: number[] = [];
    const pass = eachLeagueContained('game scheduler', [4, 5, 6], quietLog(), async (id) => {
      if (id !== 6) throw new Error(`league ${id} broke`);
      ran.push(id);
    });
    await expect(pass).rejects.toMatchObject({ leagueIds: [4, 5] });
    expect(ran).toEqual([6]);
  });
});

describe('JobHealth', () => {
  it("keeps each kind's last success and failure apart", () => {
    const health = new JobHealth();
    const first = new Date('2026-01-01T00:00:00Z');
    const second = new Date('2026-01-01T00:01:00Z');
    expect(health.of('waivers')).toEqual({ lastSuccessAt: null, lastFailureAt: null });
    health.succeeded('waivers', first);
    health.failed('waivers', second);
    expect(health.of('waivers')).toEqual({ lastSuccessAt: first, lastFailureAt: second });
    expect(health.of('trades')).toEqual({ lastSuccessAt: null, lastFailureAt: null });
  });
});
