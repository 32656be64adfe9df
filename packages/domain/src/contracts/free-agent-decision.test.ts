import { describe, expect, it } from 'vitest';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { depthRank, decisionRound, settleOffers } from './free-agent-decision';
import { freeAgencyCalendar } from './free-agency-calendar';
import { acceptableShare, isAcceptable, offerScore, rankOffers } from './player-choice';

const HOUR = 3_600_000;

describe("a free agent's place on a team", () => {
  it('is behind each player at his position rated above him', () => {
    expect(depthRank(70, [])).toBe(1);
    expect(depthRank(70, [60, 65])).toBe(1);
    expect(depthRank(70, [80, 75, 60])).toBe(3);
    expect(depthRank(70, [71])).toBe(2);
  });

  it('is not pushed down by a player rated the same', () => {
    expect(depthRank(70, [70, 70])).toBe(1);
    expect(depthRank(70, [69, 70, 71])).toBe(2);
  });

  it('makes a bigger role on a thinner team the better offer, all else equal', () => {
    const player = { id: 7, age: 28, ask: { capHit: 4_000_000, years: 4 } };
    const offer = { capHit: 4_000_000, years: 4, pointsPct: 0.5, positionSlots: 4 };
    // Same team id for both so the location preference is equal: only the role differs.
    const deep = { ...offer, teamId: 1, depthRank: depthRank(75, [80, 79, 78]) };
    const thin = { ...offer, teamId: 1, depthRank: depthRank(75, [70, 60]) };
    expect(offerScore(player, thin)).toBeGreaterThan(offerScore(player, deep));
  });
});

describe('the round a decision belongs to', () => {
  const calendar = freeAgencyCalendar('2027-06-10', 'America/Toronto', NHL);
  const at = (ms: number) => new Date(calendar.opensAt.getTime() + ms);
  const round = (...times: Date[]) => decisionRound(calendar, NHL.freeAgencyRounds, times);

  it("is the round whose end decides the offers, each round's end its own", () => {
    const [end1, end2, end3] = calendar.roundEnds;
    if (!end1 || !end2 || !end3) throw new Error('three rounds');
    expect(round(end1)).toBe(1);
    expect(round(end2)).toBe(2);
    expect(round(end3)).toBe(3);
    expect(round(at(30 * HOUR))).toBe(2);
  });

  it('is the latest of the offers decided together', () => {
    const [end1, end2] = calendar.roundEnds;
    if (!end1 || !end2) throw new Error('two rounds');
    expect(round(end1, end2)).toBe(2);
    expect(round(end2, end1)).toBe(2);
  });

  it('goes with the first round from the re-signing window, and past the rounds or in season is the last plus one', () => {
    expect(round(at(-HOUR))).toBe(1);
    expect(round(at(100 * HOUR))).toBe(NHL.freeAgencyRounds + 1);
    expect(decisionRound(null, NHL.freeAgencyRounds, [at(0)])).toBe(NHL.freeAgencyRounds + 1);
  });

  it('lowers what he takes round by round', () => {
    const [end1, end2] = calendar.roundEnds;
    if (!end1 || !end2) throw new Error('two rounds');
    const player = { id: 7, age: 28, ask: { capHit: 4_000_000, years: 4 } };
    const offer = { capHit: 3_700_000 };
    expect(acceptableShare(round(end1))).toBe(1);
    expect(isAcceptable(player, offer, round(end1))).toBe(false);
    expect(isAcceptable(player, offer, round(end2))).toBe(true);
  });
});

describe("how a free agent's offers end", () => {
  const player = { id: 7, age: 28, ask: { capHit: 4_000_000, years: 4 } };
  const base = { years: 4, pointsPct: 0.5, depthRank: 2, positionSlots: 4 };
  const offers = [
    { ...base, teamId: 3, capHit: 5_000_000 },
    { ...base, teamId: 2, capHit: 4_500_000 },
    { ...base, teamId: 1, capHit: 4_000_000 },
  ];
  const ranked = rankOffers(player, offers, 1);
  const outcomes = (problems: [number, string | null][]) =>
    settleOffers(ranked, new Map(problems)).map((o) => [o.offer.teamId, o.outcome, o.reason]);

  it('signs the best offer that fits, and the others end with his signing there', () => {
    expect(ranked.map((r) => r.offer.teamId)).toEqual([3, 2, 1]);
    expect(outcomes([])).toEqual([
      [3, 'signed', null],
      [2, 'signed_elsewhere', null],
      [1, 'signed_elsewhere', null],
    ]);
  });

  it('voids the best offer when its team no longer fits him, with the reason, and the next best wins', () => {
    expect(outcomes([[3, 'over the cap']])).toEqual([
      [3, 'void', 'over the cap'],
      [2, 'signed', null],
      [1, 'signed_elsewhere', null],
    ]);
  });

  it('rejects an offer he will not take, and signs nowhere when none fits', () => {
    const low = rankOffers(player, [{ ...base, teamId: 9, capHit: 3_000_000 }, ...offers.slice(1)], 1);
    expect(low.map((r) => [r.offer.teamId, r.acceptable])).toEqual([
      [2, true],
      [1, true],
      [9, false],
    ]);
    expect(
      settleOffers(
        low,
        new Map([
          [2, 'full'],
          [1, 'full'],
        ]),
      ).map((o) => [o.offer.teamId, o.outcome]),
    ).toEqual([
      [2, 'void'],
      [1, 'void'],
      [9, 'rejected'],
    ]);
  });

  it('rejects a better-placed offer below his price, then signs the next that he takes', () => {
    const tempting = { ...base, teamId: 5, capHit: 3_900_000, pointsPct: 0.9, depthRank: 1 };
    const plain = { ...base, teamId: 4, capHit: 4_000_000, pointsPct: 0.1, depthRank: 4 };
    const both = rankOffers(player, [plain, tempting], 1);
    expect(both.map((r) => [r.offer.teamId, r.acceptable])).toEqual([
      [5, false],
      [4, true],
    ]);
    expect(settleOffers(both, new Map()).map((o) => [o.offer.teamId, o.outcome])).toEqual([
      [5, 'rejected'],
      [4, 'signed'],
    ]);
  });
});
