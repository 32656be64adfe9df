import { describe, expect, it } from 'vitest';
import {
  boardLinkKey,
  boardReferenceKeysSchema,
  mayLinkTrade,
  mayReadBoardThread,
  parseReferenceKeys,
  tradeAnnouncement,
  tradeTalkOpening,
} from './board-links';

const privateThread = { private: true, partyTeamIds: [3, 5] };

describe('mayReadBoardThread', () => {
  it('lets every member read a public thread', () => {
    expect(
      mayReadBoardThread({ role: 'outsider', teamId: null, thread: { private: false, partyTeamIds: [] } }),
    ).toBe(true);
  });

  it("keeps a trade's private thread to its two teams' GMs and the commissioners", () => {
    expect(mayReadBoardThread({ role: 'gm', teamId: 3, thread: privateThread })).toBe(true);
    expect(mayReadBoardThread({ role: 'gm', teamId: 5, thread: privateThread })).toBe(true);
    expect(mayReadBoardThread({ role: 'gm', teamId: 4, thread: privateThread })).toBe(false);
    expect(mayReadBoardThread({ role: 'outsider', teamId: null, thread: privateThread })).toBe(false);
    expect(mayReadBoardThread({ role: 'owner', teamId: null, thread: privateThread })).toBe(true);
    expect(mayReadBoardThread({ role: 'co_commissioner', teamId: 9, thread: privateThread })).toBe(true);
  });

  it('reads no party in a team id that is missing', () => {
    expect(
      mayReadBoardThread({ role: 'gm', teamId: 3, thread: { private: true, partyTeamIds: [null, null] } }),
    ).toBe(false);
  });
});

describe('mayLinkTrade', () => {
  it("lets the trade's GMs and the commissioners open its threads, no one else", () => {
    expect(mayLinkTrade({ role: 'gm', teamId: 3, partyTeamIds: [3, 5] })).toBe(true);
    expect(mayLinkTrade({ role: 'gm', teamId: 4, partyTeamIds: [3, 5] })).toBe(false);
    expect(mayLinkTrade({ role: 'owner', teamId: null, partyTeamIds: [3, 5] })).toBe(true);
    expect(mayLinkTrade({ role: 'outsider', teamId: null, partyTeamIds: [3, 5] })).toBe(false);
  });
});

const side = (
  name: string,
  abbrev: string,
  gives: Parameters<typeof tradeAnnouncement>[0]['sides'][number]['gives'],
) => ({
  team: { name, abbrev },
  gives,
});

describe('tradeAnnouncement', () => {
  it('says what each team gets: what the other gave, players then picks, with the trade reference', () => {
    const announced = tradeAnnouncement({
      id: 12,
      sides: [
        side('Toronto', 'TOR', {
          players: [{ firstName: 'Ann', lastName: 'Lee', position: 'C' }],
          picks: [{ year: 2027, round: 2, originalTeam: { abbrev: 'MTL' } }],
        }),
        side('Boston', 'BOS', { players: [{ firstName: 'Bo', lastName: 'Ek', position: 'D' }], picks: [] }),
      ],
    });
    expect(announced.title).toBe('Trade: Toronto and Boston');
    expect(announced.body).toBe(
      [
        'The trade #trade-12 is done.',
        '',
        '- **Toronto** get Bo Ek (D)',
        '- **Boston** get Ann Lee (C), 2027 2nd round pick (MTL)',
      ].join('\n'),
    );
  });

  it('says "nothing" for a side that gave nothing', () => {
    const announced = tradeAnnouncement({
      id: 1,
      sides: [
        side('A', 'A', { players: [], picks: [{ year: 2030, round: 5, originalTeam: { abbrev: 'A' } }] }),
        side('B', 'B', { players: [], picks: [] }),
      ],
    });
    expect(announced.body).toContain('- **A** get nothing');
    expect(announced.body).toContain('- **B** get 2030 5th round pick (A)');
  });
});

describe('tradeTalkOpening', () => {
  it('names both teams and references the trade', () => {
    const opening = tradeTalkOpening({
      id: 7,
      sides: [{ team: { name: 'X', abbrev: 'X' } }, { team: { name: 'Y', abbrev: 'Y' } }],
    });
    expect(opening.title).toBe('Trade talk: X and Y');
    expect(opening.body).toContain('#trade-7');
  });
});

describe('references', () => {
  it('reads keys once each, in order, case-insensitive', () => {
    expect(parseReferenceKeys('trade-12, GAME-4,player-9,trade-12,')).toEqual([
      { kind: 'trade', id: 12 },
      { kind: 'game', id: 4 },
      { kind: 'player', id: 9 },
    ]);
  });

  it('refuses a key of another form', () => {
    expect(parseReferenceKeys('team-3')).toBeNull();
    expect(parseReferenceKeys('trade-0')).toBeNull();
    expect(parseReferenceKeys('trade-1;drop')).toBeNull();
    expect(boardReferenceKeysSchema.safeParse('trade-x').success).toBe(false);
    const many = Array.from({ length: 31 }, (_, i) => `game-${i + 1}`).join(',');
    expect(boardReferenceKeysSchema.safeParse(many).success).toBe(false);
  });

  it('keys a linked thread by what it was opened from', () => {
    expect([boardLinkKey.tradeTalk(3), boardLinkKey.tradeNews(3), boardLinkKey.news(3)]).toEqual([
      'trade-talk:3',
      'trade-news:3',
      'news:3',
    ]);
  });
});
