import { describe, expect, it } from 'vitest';
import { answerOffer, MOOD_FLOOR, offerValue, openingMood, settlesFor } from './negotiation';

const ask = { capHit: 4_000_000, years: 4 };
const talk = (capHit: number, years: number, mood: number, counter = null as typeof ask | null) =>
  answerOffer({ ask, offer: { capHit, years }, mood, counter, maxCapHit: 20_000_000 });

describe('re-signing talks', () => {
  it('opens happier for a regular on a winning team', () => {
    expect(openingMood({ regular: true, teamPointsPercentage: 0.5 })).toBe(60);
    expect(openingMood({ regular: false, teamPointsPercentage: 0.5 })).toBe(40);
    expect(openingMood({ regular: true, teamPointsPercentage: 0.7 })).toBe(66);
    expect(openingMood({ regular: false, teamPointsPercentage: 0.3 })).toBe(34);
    expect(openingMood({ regular: true, teamPointsPercentage: null })).toBe(60);
  });

  it('values an offer by its cap hit and how far its term is from the one he prefers', () => {
    expect(offerValue(ask, ask)).toBe(1);
    expect(offerValue(ask, { capHit: 4_000_000, years: 2 })).toBeCloseTo(0.92);
    expect(offerValue(ask, { capHit: 4_400_000, years: 4 })).toBeCloseTo(1.1);
  });

  it('accepts his ask at his term, and a little less when he is happy', () => {
    expect(talk(4_000_000, 4, 50)).toEqual({ outcome: 'accepted', mood: 55 });
    expect(talk(3_700_000, 4, 90).outcome).toBe('accepted');
    expect(talk(3_700_000, 4, 50).outcome).toBe('countered');
  });

  it('counters at his term and his price at the new mood, and stands by it', () => {
    const answer = talk(3_700_000, 3, 60);
    if (answer.outcome !== 'countered') throw new Error('expected a counter');
    expect(answer.mood).toBe(54);
    expect(answer.counter.years).toBe(4);
    expect(answer.counter.capHit).toBe(Math.ceil((4_000_000 * settlesFor(54)) / 25_000) * 25_000);
    expect(talk(answer.counter.capHit, 4, answer.mood, answer.counter).outcome).toBe('accepted');
    expect(talk(answer.counter.capHit - 25_000, 4, answer.mood, answer.counter).outcome).toBe('countered');
  });

  it('loses patience with lowballs and breaks talks off below the floor', () => {
    let mood = 60;
    const outcomes: string[] = [];
    for (let i = 0; i < 5 && !outcomes.includes('refused'); i++) {
      const answer = talk(1_000_000, 4, mood);
      outcomes.push(answer.outcome);
      mood = answer.mood;
    }
    expect(outcomes).toEqual(['countered', 'countered', 'refused']);
    expect(mood).toBeLessThan(MOOD_FLOOR);
  });

  it('is deterministic', () => {
    expect(talk(3_500_000, 3, 47)).toEqual(talk(3_500_000, 3, 47));
  });
});
