import { describe, expect, it } from 'vitest';
import type { Position } from '../player';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { planLegalRoster, type PlannedPlayer } from './roster-plan';

let nextId = 1;
const player = (position: Position, overall: number, more: Partial<PlannedPlayer> = {}): PlannedPlayer => ({
  id: nextId++,
  position,
  overall,
  placement: 'active',
  injured: false,
  waiverExempt: false,
  ...more,
});
const many = (n: number, position: Position, overall: number, more: Partial<PlannedPlayer> = {}) =>
  Array.from({ length: n }, (_, i) => player(position, overall - i, more));

/** A generated team's roster: 25 actives (5 C, 5 LW, 4 RW, 8 D, 3 G). */
const generatedTeam = () => [
  ...many(5, 'C', 80),
  ...many(5, 'LW', 79),
  ...many(4, 'RW', 78),
  ...many(8, 'D', 77),
  ...many(3, 'G', 76),
];

/** A legal roster of 23: 5 C, 5 LW, 4 RW, 7 D, 2 G. */
const legalTeam = () => [
  ...many(5, 'C', 80),
  ...many(5, 'LW', 79),
  ...many(4, 'RW', 78),
  ...many(7, 'D', 77),
  ...many(2, 'G', 76),
];

const positionsOf = (players: readonly PlannedPlayer[], ids: readonly number[]) =>
  ids.map((id) => players.find((p) => p.id === id)?.position);

describe('a legal roster when the season starts', () => {
  it('sends the weakest of 25 actives down to 23, keeping the lineup and two goalies', () => {
    const team = generatedTeam();
    const plan = planLegalRoster(team, NHL);
    expect(plan.sendDown).toHaveLength(2);
    expect(plan).toMatchObject({ callUp: [], generate: [], release: [], activate: [] });
    const left = team.filter((p) => !plan.sendDown.includes(p.id));
    expect(left.filter((p) => p.position === 'G').length).toBeGreaterThanOrEqual(2);
    expect(left.filter((p) => p.position === 'D').length).toBeGreaterThanOrEqual(7);
    expect(left.filter((p) => ['C', 'LW', 'RW'].includes(p.position)).length).toBeGreaterThanOrEqual(13);
    // The weakest are the third goalie (74) and the eighth defenceman (70).
    expect(positionsOf(team, plan.sendDown).sort()).toEqual(['D', 'G']);
  });

  it('never sends down a position below the lineup, even its weakest player', () => {
    const team = [...many(4, 'C', 90), ...many(4, 'LW', 90), ...many(5, 'RW', 90), ...many(7, 'D', 90)];
    team.push(...many(2, 'G', 40), ...many(2, 'RW', 85));
    const plan = planLegalRoster(team, { ...NHL, activeRosterMax: 22 });
    // The two weak goalies stay: the two 85s go, as the forwards to spare.
    expect(positionsOf(team, plan.sendDown)).toEqual(['RW', 'RW']);
  });

  it('prefers a waiver-exempt player a little better than a veteran', () => {
    const team = [...legalTeam(), player('D', 70)];
    const veteran = team.find((p) => p.position === 'D' && p.overall === 70);
    const prospect = team.find((p) => p.position === 'D' && p.overall === 71);
    if (!veteran || !prospect) throw new Error('test roster');
    prospect.waiverExempt = true;
    const plan = planLegalRoster(team, NHL);
    expect(plan.sendDown).toEqual([prospect.id]);
  });

  it('brings healed players off injured reserve, then trims over the limit', () => {
    const team = legalTeam();
    const healed = player('C', 88, { placement: 'injured-reserve' });
    const hurt = player('LW', 88, { placement: 'injured-reserve', injured: true });
    const plan = planLegalRoster([...team, healed, hurt], NHL);
    expect(plan.activate).toEqual([healed.id]);
    expect(plan.sendDown).toHaveLength(1);
    expect(plan.sendDown).not.toContain(healed.id);
  });

  it('calls up the best minor leaguers to reach the smallest roster, then generates', () => {
    const team = [...many(4, 'C', 80), ...many(4, 'LW', 80), ...many(5, 'RW', 80), ...many(6, 'D', 80)];
    team.push(...many(1, 'G', 80));
    const minors = [player('G', 60, { placement: 'minors' }), player('C', 65, { placement: 'minors' })];
    minors.push(player('LW', 70, { placement: 'minors' }));
    // The goalie and the seventh defenceman the lineup needs (no defenceman in the minors: generated).
    expect(planLegalRoster([...team, ...minors], NHL)).toMatchObject({
      callUp: [minors[0]?.id],
      generate: ['D'],
    });
    // A league whose smallest roster is 25: the best forwards left come up, then a player is generated.
    expect(
      planLegalRoster([...team, ...minors], { ...NHL, activeRosterMin: 25, activeRosterMax: 26 }),
    ).toMatchObject({
      callUp: [minors[0]?.id, minors[2]?.id, minors[1]?.id],
      generate: ['D', 'C'],
    });
  });

  it('releases the weakest minor leaguers over the contract limit', () => {
    const team = legalTeam();
    const minors = many(30, 'D', 60, { placement: 'minors' });
    const plan = planLegalRoster([...team, ...minors], NHL);
    expect(plan.release).toHaveLength(3);
    expect(plan.release).toEqual(
      minors
        .slice(-3)
        .map((p) => p.id)
        .reverse(),
    );
  });
});

describe('an AI team over the cap as the season starts', () => {
  const M = 1_000_000;
  const cap = { upperLimit: 100 * M, minimumSalary: 1 * M, dead: 0 };
  /** A legal roster of 23 at 4.4M each (101.2M), with its weakest skaters named. */
  const dear = () => legalTeam().map((p) => ({ ...p, capHit: 4.4 * M }));

  it('sends its weakest down, each buried, until it is under the cap', () => {
    const players = dear();
    const plan = planLegalRoster(players, NHL, cap);
    // One down saves 4.4M less the 1.375M still charged in the minors: 98.175M.
    expect(plan.sendDown).toHaveLength(1);
    // The lineup keeps 4 of each forward, 13 forwards, 7 D and 2 G: the weakest beyond it is the fifth LW.
    const weakest = players.filter((p) => p.position === 'LW').sort((a, b) => a.overall - b.overall)[0];
    expect(plan.sendDown).toEqual([weakest?.id]);
  });

  it('never breaks the lineup or goes under the smallest roster, and leaves a team under the cap alone', () => {
    // Seven forwards beyond the lineup's, but a roster of 29 may drop only to its smallest, 26.
    const roster = [...dear(), ...many(6, 'C', 60, { capHit: 4.4 * M })];
    const limits = { ...NHL, activeRosterMax: 29, activeRosterMin: 26 };
    expect(planLegalRoster(roster, limits, { ...cap, upperLimit: 10 * M }).sendDown).toHaveLength(3);
    // A roster of 23 keeps its lineup with a spare forward and defenceman, 22: one goes.
    expect(planLegalRoster(dear(), NHL, { ...cap, upperLimit: 10 * M }).sendDown).toHaveLength(1);
    expect(planLegalRoster(dear(), NHL, { ...cap, upperLimit: 102 * M }).sendDown).toEqual([]);
    expect(planLegalRoster(dear(), NHL).sendDown).toEqual([]);
  });

  it('counts a player still hurt on injured reserve in full', () => {
    const hurt = player('C', 70, { placement: 'injured-reserve', injured: true, capHit: 2 * M });
    expect(planLegalRoster([...dear(), hurt], NHL, { ...cap, upperLimit: 102 * M }).sendDown).toHaveLength(1);
    expect(planLegalRoster([...dear(), hurt], NHL, { ...cap, upperLimit: 103.2 * M }).sendDown).toEqual([]);
  });

  it('counts its dead money', () => {
    expect(planLegalRoster(dear(), NHL, { ...cap, upperLimit: 102 * M, dead: 2 * M }).sendDown).toHaveLength(
      1,
    );
  });

  describe('still over it at the smallest roster', () => {
    // The fifth LW goes down (his facts unknown: he cannot be bought out); two minor leaguers can be.
    const withMinors = () => {
      const cheap = player('C', 50, { placement: 'minors', capHit: 3 * M, age: 30, yearsLeft: 2 });
      const dearest = player('D', 55, { placement: 'minors', capHit: 6 * M, age: 24, yearsLeft: 1 });
      return { cheap, dearest, players: [...dear(), cheap, dearest] };
    };
    // 101.2M − 4.4M + 3.025M buried, + 1.625M and 4.625M buried: 106.075M. Buying out the cheap one
    // (2 seasons left at 26+: 1.0M a season) saves 0.625M; the dearest (1 left, under 26: 1.0M) 3.625M.

    it('buys out the minor leaguer whose buy-out saves the most, and no more than it needs', () => {
      const { dearest, players } = withMinors();
      const plan = planLegalRoster(players, NHL, { ...cap, upperLimit: 103 * M });
      expect(plan.release).toEqual([dearest.id]);
      expect(plan.sendDown).toHaveLength(1);
    });

    it('buys out the next while still over, and none under the cap or without a cap to keep', () => {
      const { cheap, dearest, players } = withMinors();
      expect(planLegalRoster(players, NHL, { ...cap, upperLimit: 102 * M }).release).toEqual([
        dearest.id,
        cheap.id,
      ]);
      // Exactly at the cap after one buy-out is under it.
      expect(planLegalRoster(players, NHL, { ...cap, upperLimit: 102_450_000 }).release).toEqual([
        dearest.id,
      ]);
      expect(planLegalRoster(players, NHL, { ...cap, upperLimit: 106.1 * M }).release).toEqual([]);
      expect(planLegalRoster(players, NHL).release).toEqual([]);
    });

    it('between two buy-outs that save the same, buys out the weaker', () => {
      const facts = { placement: 'minors' as const, capHit: 5 * M, age: 28, yearsLeft: 3 };
      const better = player('C', 60, facts);
      const weaker = player('C', 52, facts);
      // 107.075M; each buy-out (1.667M a season for three) saves 1.958M.
      const plan = planLegalRoster([...dear(), better, weaker], NHL, { ...cap, upperLimit: 105.5 * M });
      expect(plan.release).toEqual([weaker.id]);
    });

    it('buys out an active player whose buy-out saves the most, replaced at the least salary', () => {
      // 22 actives (the lineup with its spares) at 4.4M and a centre at 20M with three seasons left: 116.8M.
      const roster = legalTeam()
        .slice(1)
        .map((p) => ({ ...p, capHit: 4.4 * M }));
      const star = player('C', 85, { capHit: 20 * M, age: 31, yearsLeft: 3 });
      // Burying the weakest spare saves 3.025M; his buy-out (6.667M a season, a 1M replacement) 12.333M.
      const plan = planLegalRoster([...roster, star], NHL, { ...cap, upperLimit: 105 * M });
      expect(plan.release).toEqual([star.id]);
      expect(plan.generate).toEqual(['C']);
    });
  });
});
