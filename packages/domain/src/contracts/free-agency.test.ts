import { describe, expect, it } from 'vitest';
import { describeNews } from '../league-news-text';
import { describeNotification } from '../notification-text';
import { transactionText } from './transaction-text';
import { NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { offerTermsProblem } from './free-agency-api';
import {
  freeAgencyCalendar,
  freeAgencyStage,
  offerDecidedAt,
  startOfLeagueDay,
} from './free-agency-calendar';
import { acceptableShare, isAcceptable, locationPreference, offerScore, rankOffers } from './player-choice';

const HOUR = 3_600_000;

describe('the free-agency calendar', () => {
  const calendar = freeAgencyCalendar('2027-06-10', 'America/Toronto', NHL);

  it('opens at the start of the league day two weeks after the final, in the league time zone', () => {
    expect(calendar.opensAt.toISOString()).toBe('2027-06-24T04:00:00.000Z');
    expect(startOfLeagueDay('2027-01-05', 'America/Toronto').toISOString()).toBe('2027-01-05T05:00:00.000Z');
    expect(calendar.roundEnds.map((d) => d.toISOString())).toEqual([
      '2027-06-25T04:00:00.000Z',
      '2027-06-26T04:00:00.000Z',
      '2027-06-27T04:00:00.000Z',
    ]);
  });

  it('tells the stage: the re-signing window, each round, then the open market', () => {
    const at = (ms: number) => new Date(calendar.opensAt.getTime() + ms);
    expect(freeAgencyStage(calendar, at(-1))).toEqual({ kind: 're-signing', until: calendar.opensAt });
    expect(freeAgencyStage(calendar, at(0))).toMatchObject({ kind: 'round', round: 1 });
    expect(freeAgencyStage(calendar, at(30 * HOUR))).toMatchObject({ kind: 'round', round: 2 });
    expect(freeAgencyStage(calendar, at(72 * HOUR))).toEqual({ kind: 'open' });
  });

  it("decides an offer at its round's end, or a decision period after the rounds and in season", () => {
    const inRound2 = new Date(calendar.opensAt.getTime() + 30 * HOUR);
    expect(offerDecidedAt(calendar, inRound2, NHL)).toEqual(calendar.roundEnds[1]);
    expect(offerDecidedAt(calendar, new Date(calendar.opensAt.getTime() - HOUR), NHL)).toEqual(
      calendar.roundEnds[0],
    );
    const after = new Date(calendar.opensAt.getTime() + 100 * HOUR);
    expect(offerDecidedAt(calendar, after, NHL).getTime() - after.getTime()).toBe(24 * HOUR);
    expect(offerDecidedAt(null, after, NHL).getTime() - after.getTime()).toBe(24 * HOUR);
  });
});

describe("a free agent's choice", () => {
  const player = { id: 7, age: 28, ask: { capHit: 4_000_000, years: 4 } };
  const offer = { teamId: 1, capHit: 4_000_000, years: 4, pointsPct: 0.5, depthRank: 3, positionSlots: 4 };

  it('prefers more money, then a better team and a bigger role', () => {
    expect(offerScore(player, { ...offer, capHit: 4_500_000 })).toBeGreaterThan(offerScore(player, offer));
    expect(offerScore(player, { ...offer, pointsPct: 0.7 })).toBeGreaterThan(offerScore(player, offer));
    expect(offerScore(player, { ...offer, depthRank: 1 })).toBeGreaterThan(offerScore(player, offer));
  });

  it('ranks a team yet to play as a .500 team', () => {
    expect(offerScore(player, { ...offer, pointsPct: null })).toBe(
      offerScore(player, { ...offer, pointsPct: 0.5 }),
    );
    expect(offerScore(player, { ...offer, pointsPct: null })).toBeLessThan(
      offerScore(player, { ...offer, pointsPct: 0.6 }),
    );
  });

  it('weighs the whole term for a veteran, the cap hit for a young player', () => {
    const veteran = { ...player, age: 34 };
    const young = { ...player, age: 23 };
    const longer = { ...offer, capHit: 3_600_000, years: 6 };
    expect(offerScore(veteran, longer)).toBeGreaterThan(offerScore(veteran, offer) - 0.05);
    expect(offerScore(young, longer)).toBeLessThan(offerScore(young, offer));
  });

  it('has a small fixed preference per team', () => {
    expect(locationPreference(7, 1)).toBe(locationPreference(7, 1));
    expect(locationPreference(7, 1)).not.toBe(locationPreference(7, 2));
    expect(locationPreference(7, 2)).toBeGreaterThanOrEqual(0);
    expect(locationPreference(7, 2)).toBeLessThanOrEqual(1);
  });

  it('takes less than his ask as the rounds go by, never under 60%', () => {
    expect([1, 2, 3, 4, 5, 9].map(acceptableShare)).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.6]);
    expect(isAcceptable(player, { capHit: 3_700_000 }, 1)).toBe(false);
    expect(isAcceptable(player, { capHit: 3_700_000 }, 2)).toBe(true);
  });

  it('ranks offers best first, ties to the lower team id', () => {
    const ranked = rankOffers(player, [{ ...offer, teamId: 5, capHit: 3_000_000 }, offer], 1);
    expect(ranked.map((r) => [r.offer.teamId, r.acceptable])).toEqual([
      [1, true],
      [5, false],
    ]);
  });
});

describe('offer terms', () => {
  const limits = { minimumSalary: 850_000, maxCapHit: 20_800_000, maxYears: 6 };
  it('keeps the term and cap hit within the rules', () => {
    expect(offerTermsProblem({ capHit: 1_000_000, years: 6 }, limits)).toBeNull();
    expect(offerTermsProblem({ capHit: 1_000_000, years: 7 }, limits)).toBe(
      'The term must be 1 to 6 seasons.',
    );
    expect(offerTermsProblem({ capHit: 1_000_000, years: 0 }, limits)).toBe(
      'The term must be 1 to 6 seasons.',
    );
    expect(offerTermsProblem({ capHit: 1_000_000, years: 2.5 }, limits)).toBe(
      'The term must be 1 to 6 seasons.',
    );
    expect(offerTermsProblem({ capHit: 850_000, years: 1 }, limits)).toBeNull();
    expect(offerTermsProblem({ capHit: 20_800_000, years: 1 }, limits)).toBeNull();
    expect(offerTermsProblem({ capHit: 800_000, years: 1 }, limits)).toBe(
      'The cap hit must be at least the minimum salary, $850K.',
    );
    expect(offerTermsProblem({ capHit: 21_000_000, years: 1 }, limits)).toMatch(/largest allowed, \$20.8M/);
  });
});

describe('free-agency words in the bell, the news and the log', () => {
  it('tells a GM how his offer was decided and who left him', () => {
    const base = {
      leagueId: 3,
      teamId: 4,
      playerId: 9,
      playerName: 'Jay Doe',
      signedWith: null,
      reason: null,
    };
    expect(
      describeNotification({ kind: 'contract_offer_decided', payload: { ...base, outcome: 'signed' } }),
    ).toEqual({ text: 'Jay Doe accepted your offer and signed.', href: '/league/3/team/4/cap' });
    expect(
      describeNotification({
        kind: 'contract_offer_decided',
        payload: { ...base, outcome: 'signed_elsewhere', signedWith: 'Boston' },
      }).text,
    ).toBe('Jay Doe signed with Boston: your offer was not taken.');
    expect(
      describeNotification({
        kind: 'free_agents_left',
        payload: { leagueId: 3, teamId: 4, teamName: 'Toronto', players: ['A', 'B', 'C', 'D', 'E'] },
      }).text,
    ).toBe('Free agency is open: A, B, C and 2 more left Toronto unsigned.');
  });

  it('writes a signing in the news and the log', () => {
    expect(
      describeNews(
        {
          kind: 'free_agent_signed',
          payload: {
            playerId: 9,
            playerName: 'Jay Doe',
            teamId: 4,
            teamName: 'Toronto',
            capHit: 4_500_000,
            years: 3,
          },
        },
        '/league/3',
      ).text,
    ).toBe('Toronto signed free agent Jay Doe: $4.5M for 3 seasons.');
    expect(transactionText('signed', { capHit: 4_500_000, years: 1 })).toBe(
      'Signed as a free agent: $4.5M for one season',
    );
    expect(transactionText('left', {})).toBe('Left as a free agent when his contract ended');
  });
});
