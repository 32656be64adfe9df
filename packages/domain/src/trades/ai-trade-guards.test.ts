import { describe, expect, it } from 'vitest';
import {
  AI_CAP_ROOM_SHARE,
  capRoomReason,
  isOverpaid,
  partnerLimitReason,
  takeBackReason,
  type AiTradeGuardFacts,
} from './ai-trade-guards';
import { aiTradeDecision, assetValue, type ValuedAsset } from './trade-decision';
import { league, player } from './valuation-fixtures';

const now = new Date('2027-01-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const p = (id: number, overall: number, extra: Parameters<typeof player>[0] = {}): ValuedAsset => ({
  kind: 'player',
  label: `Player ${id}`,
  player: player({ id, name: `Player ${id}`, overall, potential: overall, ...extra }),
});
const pick = (id: number): ValuedAsset => ({
  kind: 'pick',
  label: `pick ${id}`,
  pick: { id, year: 2027, round: 2, originalTeamId: 16 },
});
const facts = (over: Partial<AiTradeGuardFacts> = {}): AiTradeGuardFacts => ({
  now,
  tradesWithPartner: [],
  gaveAway: [],
  cap: null,
  ...over,
});

describe('an AI team limits its trades with one partner', () => {
  it('makes a second trade in the window, not a third', () => {
    expect(partnerLimitReason(facts({ tradesWithPartner: [daysAgo(5)] }))).toBeNull();
    expect(partnerLimitReason(facts({ tradesWithPartner: [daysAgo(20), daysAgo(5)] }))).toBe(
      'They have made 2 trades with you in the last 30 days, as many as they make with one team; they will trade with you again in 10 days.',
    );
  });

  it('forgets a trade once the window has passed it', () => {
    expect(partnerLimitReason(facts({ tradesWithPartner: [daysAgo(30), daysAgo(5)] }))).toBeNull();
    expect(partnerLimitReason(facts({ tradesWithPartner: [daysAgo(29.5), daysAgo(5)] }))).toMatch(
      /again in 1 day\.$/,
    );
  });

  it('with three in the window, counts the days until only one is left in it', () => {
    const reason = partnerLimitReason(facts({ tradesWithPartner: [daysAgo(2), daysAgo(25), daysAgo(12)] }));
    expect(reason).toMatch(/^They have made 3 trades .* again in 18 days\.$/);
  });
});

describe('an AI team does not buy back what it traded away', () => {
  it('refuses a player it gave away in the window, and takes him after it', () => {
    const back = p(7, 75);
    expect(takeBackReason([back], facts({ gaveAway: [{ kind: 'player', id: 7, at: daysAgo(10) }] }))).toBe(
      'They traded Player 7 away in the last 30 days and will not take him back so soon.',
    );
    expect(
      takeBackReason([back], facts({ gaveAway: [{ kind: 'player', id: 7, at: daysAgo(31) }] })),
    ).toBeNull();
  });

  it('tells a pick from a player with the same id', () => {
    expect(
      takeBackReason([p(7, 75)], facts({ gaveAway: [{ kind: 'pick', id: 7, at: daysAgo(1) }] })),
    ).toBeNull();
    expect(takeBackReason([pick(7)], facts({ gaveAway: [{ kind: 'pick', id: 7, at: daysAgo(1) }] }))).toMatch(
      /will not take it back/,
    );
  });
});

describe('an AI team takes on at most half its cap room in overpaid contracts in one trade', () => {
  const cap = { payroll: 80_000_000, upperLimit: 90_000_000 };
  /** A depth player: any of these salaries is more than he would ask. */
  const overpaid = (id: number, capHit: number) => p(id, 66, { capHit });

  it('counts a contract as overpaid when it pays more than the player would ask', () => {
    expect(isOverpaid(overpaid(1, 3_000_000), league)).toBe(true);
    expect(isOverpaid(p(2, 90, { capHit: 3_000_000 }), league)).toBe(false);
    expect(isOverpaid(pick(3), league)).toBe(false);
  });

  it('takes up to half its room, not a dollar more', () => {
    expect(AI_CAP_ROOM_SHARE).toBe(0.5);
    expect(capRoomReason([overpaid(1, 1_000_000)], [overpaid(2, 6_000_000)], cap, league)).toBeNull();
    expect(capRoomReason([overpaid(1, 1_000_000)], [overpaid(2, 6_000_001)], cap, league)).toBe(
      'They take on at most $5.0M of overpaid contracts in one trade, half their room under the cap; this adds $5.0M.',
    );
  });

  it('takes a fairly paid player up to the cap itself, and minds only the overpaid part of a package', () => {
    const star = p(4, 90, { capHit: 9_000_000 });
    expect(capRoomReason([], [star], cap, league)).toBeNull();
    expect(capRoomReason([], [star, overpaid(5, 4_000_000)], cap, league)).toBeNull();
    expect(capRoomReason([], [star, overpaid(5, 5_500_000)], cap, league)).toMatch(/this adds \$5\.5M\.$/);
  });

  it('has no room over the cap, and minds no salary it sheds or a league without a cap season', () => {
    expect(
      capRoomReason([], [overpaid(2, 1_500_000)], { payroll: 91_000_000, upperLimit: 90_000_000 }, league),
    ).toBe('They have no room under the cap for contracts they find overpaid: this adds $1.5M.');
    expect(
      capRoomReason(
        [overpaid(1, 9_000_000)],
        [overpaid(2, 8_000_000)],
        { payroll: 95_000_000, upperLimit: 90_000_000 },
        league,
      ),
    ).toBeNull();
    expect(capRoomReason([], [overpaid(2, 30_000_000)], null, league)).toBeNull();
  });
});

describe('the guards in the decision', () => {
  const good = {
    league,
    direction: 'contending' as const,
    gives: [p(1, 70)],
    gets: [p(2, 80)],
    otherAssets: [],
  };

  it('accepts a good offer with no guard in the way, and declines it with the guard’s words', () => {
    expect(aiTradeDecision({ ...good, guards: facts() }).decision).toBe('accept');
    expect(
      aiTradeDecision({ ...good, guards: facts({ tradesWithPartner: [daysAgo(1), daysAgo(2)] }) }),
    ).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/^They have made 2 trades with you/),
    });
    expect(
      aiTradeDecision({ ...good, guards: facts({ gaveAway: [{ kind: 'player', id: 2, at: daysAgo(3) }] }) }),
    ).toMatchObject({ decision: 'decline', reason: expect.stringMatching(/will not take him back/) });
    expect(
      aiTradeDecision({
        ...good,
        gets: [p(2, 80, { capHit: 12_000_000 })],
        guards: facts({ cap: { payroll: 89_000_000, upperLimit: 90_000_000 } }),
      }),
    ).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/at most \$500K of overpaid contracts.*adds \$10\.0M/),
    });
  });

  it('never gives more than it gets in neutral eyes, however much more its own eyes see', () => {
    // A rebuilding team discounts its 32-year-old; neutral eyes still value him over the 29-year-old.
    const veteran = p(5, 80, { age: 32 });
    const younger = p(6, 79.5, { age: 29 });
    expect(
      assetValue(younger, league, 'rebuilding') / assetValue(veteran, league, 'rebuilding'),
    ).toBeGreaterThan(1.05);
    expect(assetValue(younger, league, 'neutral')).toBeLessThan(assetValue(veteran, league, 'neutral'));
    expect(
      aiTradeDecision({
        league,
        direction: 'rebuilding',
        gives: [veteran],
        gets: [younger],
        otherAssets: [],
      }),
    ).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/^They will not give more than they get/),
    });
  });

  it('takes a trade just even in neutral eyes and turns down one just short of it', () => {
    const veteran = p(5, 80, { age: 32 });
    const just = (overall: number) => [p(6, overall, { age: 29 })];
    const neutral = (gets: ValuedAsset[]) =>
      gets.reduce((s, a) => s + assetValue(a, league, 'neutral'), 0) / assetValue(veteran, league, 'neutral');
    expect(neutral(just(79.95))).toBeGreaterThan(1);
    expect(neutral(just(79.9))).toBeGreaterThan(0.99);
    expect(neutral(just(79.9))).toBeLessThan(1);
    const answer = (gets: ValuedAsset[]) =>
      aiTradeDecision({ league, direction: 'rebuilding', gives: [veteran], gets, otherAssets: [] }).decision;
    expect(answer(just(79.95))).toBe('accept');
    expect(answer(just(79.9))).toBe('decline');
  });

  it('counters with the least asset that makes it worth it in both eyes, passing over one that does not', () => {
    const veteran = p(5, 80, { age: 32 });
    const younger = p(6, 79.5, { age: 29 });
    const answer = aiTradeDecision({
      league,
      direction: 'rebuilding',
      gives: [veteran],
      gets: [younger],
      otherAssets: [p(8, 40), pick(9)],
      guards: facts({ gaveAway: [{ kind: 'pick', id: 9, at: daysAgo(3) }] }),
    });
    // The pick would close the gap but was theirs days ago; the 40-rated player is too little to.
    expect(answer.decision).toBe('decline');
    const unguarded = aiTradeDecision({
      league,
      direction: 'rebuilding',
      gives: [veteran],
      gets: [younger],
      otherAssets: [p(8, 40), pick(9)],
    });
    expect(unguarded).toMatchObject({ decision: 'counter', ask: { kind: 'pick' } });
  });
});
