import { type BoardInline, type BoardReferenceKind, renderBoardMarkdown } from './board-markdown';

// Decision 087: what a post names, read from the same nodes the page shows, so a mention inside a code
// span or a code block names no one, as it shows no mention.

export interface BoardMentions {
  /** Each `@name` once, lower-cased: a GM's username or a team's abbreviation (case-insensitive both). */
  names: string[];
  /** Each `#trade-1`, `#game-2`, `#player-3` and each link to a game of a league, once, in order. */
  references: { kind: BoardReferenceKind; id: number }[];
}

// A game's page: /league/{id}/game/viewer?gameId={gameId} (also the game center and the live game).
const GAME_LINK =
  /^https?:\/\/[^/?#]+\/league\/\d+\/game(?:\/viewer|\/live)?\/?\?(?:[^#]*&)?gameId=(\d{1,10})(?:[&#]|$)/i;

function inlineNodes(body: string): BoardInline[] {
  return renderBoardMarkdown(body).flatMap((block) => {
    if (block.type === 'code') return [];
    if (block.type === 'list') return block.items.flat();
    return block.children;
  });
}

/** The GMs and teams a body mentions and the trades, games and players it references. */
export function extractBoardMentions(body: string): BoardMentions {
  const names = new Set<string>();
  const references = new Map<string, { kind: BoardReferenceKind; id: number }>();
  const refer = (kind: BoardReferenceKind, id: number) => references.set(`${kind}-${id}`, { kind, id });
  for (const node of inlineNodes(body)) {
    if (node.type === 'mention') names.add(node.name.toLowerCase());
    if (node.type === 'reference') refer(node.kind, node.id);
    if (node.type === 'link' && node.href !== null) {
      const game = GAME_LINK.exec(node.href);
      if (game) refer('game', Number(game[1]));
    }
  }
  return { names: [...names], references: [...references.values()] };
}

/** The names an edit adds: mentioned now and not before, so an edit never tells anyone twice. */
export function newlyMentionedNames(before: string | null, after: string): string[] {
  const earlier = new Set(before === null ? [] : extractBoardMentions(before).names);
  return extractBoardMentions(after).names.filter((name) => !earlier.has(name));
}

/**
 * The users a post tells of a mention: the GM named by username, and the GM of a team named by
 * abbreviation, each once, never its author.
 */
export function mentionedUserIds(input: {
  names: readonly string[];
  authorId: number;
  members: readonly { userId: number; username: string }[];
  teams: readonly { abbreviation: string; gmUserId: number | null }[];
}): number[] {
  const told = new Set<number>();
  for (const name of input.names) {
    const key = name.toLowerCase();
    for (const member of input.members) if (member.username.toLowerCase() === key) told.add(member.userId);
    for (const team of input.teams)
      if (team.gmUserId !== null && team.abbreviation.toLowerCase() === key) told.add(team.gmUserId);
  }
  told.delete(input.authorId);
  return [...told];
}
