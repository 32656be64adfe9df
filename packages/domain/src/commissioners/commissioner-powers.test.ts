import { describe, expect, it } from 'vitest';
import {
  hasCommissionerPowers,
  mayNameCoCommissioners,
  mayReviewTrade,
  tradeReviewOf,
} from './commissioner-powers';

const OWNER = 1;
const CO = 2;
const GM = 3;
const OTHER_GM = 4;

describe('commissioner powers', () => {
  const league = { ownerId: OWNER, coCommissionerIds: [CO] };

  it('belong to the owner and each co-commissioner, and to nobody else', () => {
    expect(hasCommissionerPowers(league, OWNER)).toBe(true);
    expect(hasCommissionerPowers(league, CO)).toBe(true);
    expect(hasCommissionerPowers(league, GM)).toBe(false);
  });

  it('to name co-commissioners belong to the owner alone', () => {
    expect(mayNameCoCommissioners(league, OWNER)).toBe(true);
    expect(mayNameCoCommissioners(league, CO)).toBe(false);
  });
});

describe('who reviews a trade', () => {
  it('refuses a commissioner who is a party to the trade', () => {
    const parties = [OWNER, GM];
    expect(mayReviewTrade({ ownerId: OWNER, coCommissionerIds: [] }, parties, OWNER)).toBe(false);
    expect(mayReviewTrade({ ownerId: OWNER, coCommissionerIds: [GM] }, parties, GM)).toBe(false);
  });

  it('gives it to a co-commissioner who is not a party', () => {
    const league = { ownerId: OWNER, coCommissionerIds: [CO] };
    expect(tradeReviewOf(league, [OWNER, GM])).toEqual({ kind: 'reviewers', userIds: [CO] });
    expect(mayReviewTrade(league, [OWNER, GM], CO)).toBe(true);
  });

  it('lets the owner review a trade he is no party to, beside his co-commissioners', () => {
    const league = { ownerId: OWNER, coCommissionerIds: [CO] };
    expect(tradeReviewOf(league, [GM, OTHER_GM])).toEqual({ kind: 'reviewers', userIds: [OWNER, CO] });
    expect(mayReviewTrade(league, [GM, OTHER_GM], OWNER)).toBe(true);
  });

  it('approves at the window end when every commissioner is a party', () => {
    expect(tradeReviewOf({ ownerId: OWNER, coCommissionerIds: [] }, [OWNER, GM, null])).toEqual({
      kind: 'window_end',
    });
    expect(tradeReviewOf({ ownerId: OWNER, coCommissionerIds: [CO] }, [OWNER, CO])).toEqual({
      kind: 'window_end',
    });
  });
});
