import { describe, expect, it } from 'vitest';
import { assetIdOf, type FinderTeam, type FoundTrade } from './trade-finder';
import { fair, partner, pick, side, skater, team, value } from './trade-finder-fixtures';
import { FINDER_CANDIDATES_PER_TEAM, offerCandidates } from './trade-finder-offers';
import { firstAllowed, TRADE_FINDER_OFFERS_PER_TEAM } from './trade-finder-select';

const ME = 1;
const ids = (found: FoundTrade) => found.adds.map((o) => assetIdOf(o.asset));
const withJudge = (partnerTeam: FinderTeam, mine: FinderTeam, rule = fair) => ({
  ...partnerTeam,
  decide: partner(partnerTeam, mine, rule).decide,
});
const nothing = side(ME).gives;

describe('offers for a player of the GM', () => {
  // The GM's player is worth 10. Team 3 holds 8, 6 and 3; team 2 holds 7 and 2.
  const league = () => {
    const mine = team(ME, [skater(11, 10), skater(12, 1)]);
    const three = team(3, [skater(31, 8), skater(32, 6), skater(33, 3)]);
    const two = team(2, [skater(21, 7), skater(22, 2)]);
    return { mine, partners: [withJudge(three, mine), withJudge(two, mine)] };
  };

  it("ranks every team's accepted singles and pairs by the GM's neutral gain", () => {
    const { mine, partners } = league();
    const found = offerCandidates({ mine, gives: nothing, partners, playerId: 11, value });
    // 7 + 0.85 × 2 = 8.7 from team 2; 6 + 0.85 × 3 = 8.55 from team 3; then 8, 7, 6, 3 alone. Team 3's
    // pairs with its 8 are worth more than 10: it would not give them.
    expect(found.map((f) => [f.partnerId, ...ids(f).filter((id) => id !== 11)])).toEqual([
      [2, 21, 22],
      [3, 32, 33],
      [3, 31],
      [2, 21],
      [3, 32],
      [2, 22],
    ]);
    expect(found[0]?.gain).toBeCloseTo(8.7 - 10);
    expect(found.every((f) => f.sides[0].gives.playerIds.join() === '11')).toBe(true);
    expect(found.every((f) => f.adds.some((o) => o.fromTeamId === ME))).toBe(true);
  });

  it(`keeps at most ${FINDER_CANDIDATES_PER_TEAM} of one team for the rules' check`, () => {
    const { mine, partners } = league();
    const found = offerCandidates({ mine, gives: nothing, partners, playerId: 11, value });
    expect(found.filter((f) => f.partnerId === 3)).toHaveLength(FINDER_CANDIDATES_PER_TEAM);
  });

  it('breaks a tie in gain by the partner id, whatever the order of the teams', () => {
    const mine = team(ME, [skater(11, 10)]);
    const nine = team(9, [skater(91, 5)]);
    const four = team(4, [skater(41, 5)]);
    const found = offerCandidates({
      mine,
      gives: nothing,
      partners: [withJudge(nine, mine), withJudge(four, mine)],
      playerId: 11,
      value,
    });
    expect(found.map((f) => f.partnerId)).toEqual([4, 9]);
  });

  it('finds nothing for a player the GM cannot trade now', () => {
    const mine = team(ME, [skater(11, 10)], [11]);
    const found = offerCandidates({
      mine,
      gives: nothing,
      partners: [withJudge(team(2, [skater(21, 1)]), mine)],
      playerId: 11,
      value,
    });
    expect(found).toEqual([]);
  });
});

describe('offers for a need', () => {
  it("buys each team's best player at the position that an addition buys, with the smallest additions", () => {
    const mine = team(ME, [skater(11, 4), skater(12, 6), skater(13, 11), pick(14, 0.5)]);
    const theirs = team(2, [
      skater(24, 30, { position: 'D' }),
      skater(21, 9, { position: 'D' }),
      skater(22, 5, { position: 'D' }),
      skater(23, 10, { position: 'C' }),
    ]);
    const partners = [withJudge(theirs, mine)];
    const found = offerCandidates({ mine, gives: nothing, partners, need: { position: 'D' }, value });
    // No addition buys the 30; the 9 goes for 6 + 0.85 × 4 = 9.4 (gain -0.4) or for the 11 (-2). The 5,
    // bought by the 6 alone, is not the best the GM can have there.
    expect(found.map((f) => [f.sides[1].gives.playerIds, f.sides[0].gives.playerIds])).toEqual([
      [[21], [11, 12]],
      [[21], [13]],
    ]);
    const forwards = offerCandidates({ mine, gives: nothing, partners, need: { position: 'F' }, value });
    expect(forwards.map((f) => [f.sides[1].gives.playerIds, f.sides[0].gives.playerIds])).toEqual([
      [[23], [13]],
    ]);
  });

  it('takes a contract worth the cap space, the least valuable first, with the smallest sweetener', () => {
    const mine = team(ME, [
      skater(41, 3, { capHit: 5_000_000 }),
      skater(42, 1, { capHit: 6_000_000 }),
      skater(43, 0.5, { capHit: 1_000_000 }),
      pick(44, 1.2),
    ]);
    const theirs = team(2, [skater(21, 9)]);
    // This team takes a contract only with at least 2 of value in the deal.
    const partners = [withJudge(theirs, mine, (got) => got >= 2)];
    const found = offerCandidates({ mine, gives: nothing, partners, need: { capSpace: 4_000_000 }, value });
    // 42 with the pick (1.2 + 0.85 × 1 = 2.05) costs the GM less than 41 alone, or 42 with 41; 43's cap
    // hit frees too little.
    expect(found.map(ids)).toEqual([[42, 44], [41], [41, 42]]);
    expect(found.every((f) => f.sides[1].gives.playerIds.length === 0)).toBe(true);
  });

  it('takes the named player for cap space, whatever his cap hit', () => {
    const mine = team(ME, [skater(41, 3, { capHit: 5_000_000 }), skater(43, 0.5, { capHit: 1_000_000 })]);
    const partners = [withJudge(team(2, [skater(21, 9)]), mine)];
    const found = offerCandidates({
      mine,
      gives: nothing,
      partners,
      playerId: 43,
      need: { capSpace: 4_000_000 },
      value,
    });
    expect(found.map(ids)).toEqual([[43]]);
  });
});

describe('the packages shown: checked by the rules, a few a team', () => {
  const found = (partnerId: number, n: number) => ({ partnerId, n });

  it(`shows at most ${TRADE_FINDER_OFFERS_PER_TEAM} of one team, in the order found`, async () => {
    const ranked = [
      found(2, 1),
      found(3, 2),
      found(3, 3),
      found(2, 4),
      found(3, 5),
      found(2, 6),
      found(4, 7),
    ];
    const { kept } = await firstAllowed(ranked, async () => true, { max: 5, perTeam: 2, checks: 20 });
    expect(kept.map((f) => f.n)).toEqual([1, 2, 3, 4, 7]);
  });

  it('drops one the rules refuse and lets the next take its place, up to the most shown', async () => {
    const ranked = [found(2, 1), found(3, 2), found(4, 3), found(5, 4)];
    const refused = new Set([2]);
    const { kept, dropped } = await firstAllowed(ranked, async (f) => !refused.has(f.n), {
      max: 2,
      perTeam: 2,
      checks: 20,
    });
    expect(kept.map((f) => f.n)).toEqual([1, 3]);
    expect(dropped).toBe(1);
  });

  it('stops after its number of checks', async () => {
    const ranked = [found(2, 1), found(3, 2), found(4, 3), found(5, 4)];
    const { kept, checked } = await firstAllowed(ranked, async (f) => f.n > 2, {
      max: 5,
      perTeam: 2,
      checks: 3,
    });
    expect(kept.map((f) => f.n)).toEqual([3]);
    expect(checked).toBe(3);
  });
});
