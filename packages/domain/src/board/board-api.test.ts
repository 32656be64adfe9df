import { describe, expect, it } from 'vitest';
import {
  boardPostRequestSchema,
  boardReactionParamsSchema,
  createBoardThreadRequestSchema,
} from './board-api';
import { BOARD_BODY_MAX, BOARD_TITLE_MAX } from './board-rules';

describe('board limits', () => {
  it(`takes a body of ${BOARD_BODY_MAX} characters and refuses one more`, () => {
    expect(boardPostRequestSchema.safeParse({ body: 'x'.repeat(BOARD_BODY_MAX) }).success).toBe(true);
    const over = boardPostRequestSchema.safeParse({ body: 'x'.repeat(BOARD_BODY_MAX + 1) });
    expect(over.error?.issues[0]?.message).toBe('Post must be at most 10,000 characters');
    expect(boardPostRequestSchema.safeParse({ body: '   ' }).success).toBe(false);
  });

  it(`takes a title of ${BOARD_TITLE_MAX} characters and refuses one more`, () => {
    const thread = (title: string) => createBoardThreadRequestSchema.safeParse({ title, body: 'hi' }).success;
    expect(thread('t'.repeat(BOARD_TITLE_MAX))).toBe(true);
    expect(thread('t'.repeat(BOARD_TITLE_MAX + 1))).toBe(false);
    expect(thread(' ')).toBe(false);
  });

  it('takes only the known reactions', () => {
    expect(boardReactionParamsSchema.safeParse({ leagueId: '1', postId: '2', emoji: 'fire' }).success).toBe(
      true,
    );
    expect(boardReactionParamsSchema.safeParse({ leagueId: '1', postId: '2', emoji: '<b>' }).success).toBe(
      false,
    );
  });
});
