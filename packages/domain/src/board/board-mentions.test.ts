import { describe, expect, it } from 'vitest';
import { extractBoardMentions, mentionedUserIds, newlyMentionedNames } from './board-mentions';

describe('extractBoardMentions', () => {
  it('names each mention once, lower-cased, and each reference once', () => {
    expect(extractBoardMentions('@Bob @bob @TOR: #trade-3 #trade-3 #player-9\n- @amy #game-4')).toEqual({
      names: ['bob', 'tor', 'amy'],
      references: [
        { kind: 'trade', id: 3 },
        { kind: 'player', id: 9 },
        { kind: 'game', id: 4 },
      ],
    });
  });

  it('reads a link to a game page as a reference to that game', () => {
    expect(
      extractBoardMentions(
        'https://rink.example/league/2/game/viewer?gameId=41 and [x](https://h/league/2/game?gameId=7)',
      ).references,
    ).toEqual([
      { kind: 'game', id: 41 },
      { kind: 'game', id: 7 },
    ]);
  });

  it('ignores a mention in code', () => {
    expect(extractBoardMentions('`@bob`\n```\n@amy\n```').names).toEqual([]);
  });
});

describe('newlyMentionedNames', () => {
  it('names only who an edit adds', () => {
    expect(newlyMentionedNames(null, '@bob')).toEqual(['bob']);
    expect(newlyMentionedNames('@bob', '@Bob again, and @amy')).toEqual(['amy']);
    expect(newlyMentionedNames('@bob @amy', '@amy')).toEqual([]);
  });
});

describe('mentionedUserIds', () => {
  const members = [
    { userId: 1, username: 'Bob' },
    { userId: 2, username: 'amy' },
  ];
  const teams = [
    { abbreviation: 'TOR', gmUserId: 2 },
    { abbreviation: 'MTL', gmUserId: null },
  ];

  it('tells a GM named or whose team is named, once, and never the author', () => {
    expect(mentionedUserIds({ names: ['bob', 'tor', 'amy'], authorId: 3, members, teams })).toEqual([1, 2]);
    expect(mentionedUserIds({ names: ['bob', 'amy'], authorId: 1, members, teams })).toEqual([2]);
    expect(mentionedUserIds({ names: ['mtl', 'nobody'], authorId: 3, members, teams })).toEqual([]);
  });
});
