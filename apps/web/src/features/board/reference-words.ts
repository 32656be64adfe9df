import type { BoardBlock, BoardInline, BoardReferenceCard } from '@rinkside/domain';

/** The `{kind}-{id}` keys of the references in a page's posts, as the reference cards are asked for. */
export function referenceKeys(posts: readonly { blocks: readonly BoardBlock[] }[]): string[] {
  const keys = new Set<string>();
  const read = (nodes: readonly BoardInline[]) => {
    for (const node of nodes) if (node.type === 'reference') keys.add(`${node.kind}-${node.id}`);
  };
  for (const post of posts)
    for (const block of post.blocks) {
      if (block.type === 'list') block.items.forEach(read);
      else if (block.type !== 'code') read(block.children);
    }
  return [...keys];
}

/** A referenced thing in a few live words (decision 090's card): who trades, the score, the player. */
export function referenceWords(card: BoardReferenceCard): string {
  switch (card.kind) {
    case 'trade':
      return `Trade #${card.id} · ${card.teams.map((t) => t.abbrev).join('–')} · ${card.status.replace(/_/g, ' ')}`;
    case 'game': {
      if (card.status === 'final' && card.away.score !== null && card.home.score !== null) {
        const extra = card.resultType && card.resultType !== 'REG' ? ` (${card.resultType})` : '';
        return `${card.away.abbrev} ${card.away.score}–${card.home.score} ${card.home.abbrev}${extra}`;
      }
      return `${card.away.abbrev} at ${card.home.abbrev} · ${card.date}`;
    }
    case 'player':
      return `${card.position} ${card.firstName} ${card.lastName}${card.team ? ` · ${card.team.abbrev}` : ''}`;
  }
}
