import { Anchor, Badge, Blockquote, Code, List, Stack, Text } from '@mantine/core';
import type { BoardBlock, BoardInline, BoardReferenceCard, BoardReferenceKind } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { referenceWords } from '../reference-words';

// Decision 087: a post arrives as blocks of inline nodes; each becomes a plain React element, so whatever a
// poster typed (`<script>`, an `onerror=`) is only ever text. Nothing here turns a node into HTML.

/** The rel every outside link carries: no access to this page, no referrer, no ranking credit. */
export const OUTSIDE_LINK_REL = 'noopener noreferrer nofollow ugc';

const HTTP = /^https?:\/\//i;

/** Where a `#trade-12`, `#game-4` or `#player-9` reference leads in the league. */
export function referencePath(leagueId: number, kind: BoardReferenceKind, id: number): string {
  const base = `/league/${leagueId}`;
  switch (kind) {
    case 'trade':
      return `${base}/trades/${id}`;
    case 'game':
      return `${base}/game/viewer?gameId=${id}`;
    case 'player':
      return `${base}/player/${id}`;
  }
}

const REFERENCE_WORDS: Record<BoardReferenceKind, string> = {
  trade: 'Trade',
  game: 'Game',
  player: 'Player',
};

interface BodyContext {
  leagueId: number;
  /** The viewer's username and team abbreviation, lower-cased: a mention of either is highlighted. */
  viewerNames: ReadonlySet<string>;
  /** The live cards of the references, by `{kind}-{id}`: a reference with one says what it names. */
  cards: ReadonlyMap<string, BoardReferenceCard>;
}

function Inline({ node, context }: { node: BoardInline; context: BodyContext }): ReactNode {
  switch (node.type) {
    case 'text': {
      let shown: ReactNode = node.text;
      if (node.em) shown = <em>{shown}</em>;
      if (node.strong) shown = <strong>{shown}</strong>;
      return shown;
    }
    case 'code':
      return <Code>{node.text}</Code>;
    case 'break':
      return <br />;
    case 'link': {
      // Only an http(s) address the domain vouched for is followed; anything else stays inert text.
      if (node.href === null || !HTTP.test(node.href))
        return (
          <Text span inherit title="Not a web address: not linked">
            {node.text}
          </Text>
        );
      const showHost = node.host !== null && node.text !== node.href;
      return (
        <>
          <Anchor href={node.href} target="_blank" rel={OUTSIDE_LINK_REL} inherit>
            {node.text}
          </Anchor>
          {showHost && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({node.host})
            </Text>
          )}
        </>
      );
    }
    case 'mention': {
      const mine = context.viewerNames.has(node.name.toLowerCase());
      return (
        <Badge
          component="span"
          variant={mine ? 'filled' : 'light'}
          color={mine ? 'orange' : 'blue'}
          radius="sm"
          size="md"
          tt="none"
          data-mention={node.name}
          data-mine={mine || undefined}
          title={mine ? 'You were mentioned' : undefined}
          style={{ verticalAlign: 'baseline' }}
        >
          @{node.name}
        </Badge>
      );
    }
    case 'reference': {
      const card = context.cards.get(`${node.kind}-${node.id}`);
      return (
        <Anchor component={Link} to={referencePath(context.leagueId, node.kind, node.id)} inherit fw={600}>
          {card ? referenceWords(card) : `${REFERENCE_WORDS[node.kind]} #${node.id}`}
        </Anchor>
      );
    }
  }
}

function Inlines({ nodes, context }: { nodes: readonly BoardInline[]; context: BodyContext }) {
  return nodes.map((node, i) => <Inline key={i} node={node} context={context} />);
}

function Block({ block, context }: { block: BoardBlock; context: BodyContext }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text component="p" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
          <Inlines nodes={block.children} context={context} />
        </Text>
      );
    case 'quote':
      return (
        <Blockquote p="xs" pl="md" radius="sm" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <Inlines nodes={block.children} context={context} />
        </Blockquote>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} size="sm" withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Inlines nodes={item} context={context} />
            </List.Item>
          ))}
        </List>
      );
    case 'code':
      return (
        <Code block fz="xs">
          {block.text}
        </Code>
      );
  }
}

/** A post's body from its blocks: paragraphs, quotes, lists and code of text, links, mentions and references. */
export function BoardPostBody({
  blocks,
  leagueId,
  viewerNames = [],
  cards = new Map(),
}: {
  blocks: readonly BoardBlock[];
  leagueId: number;
  viewerNames?: readonly string[];
  cards?: ReadonlyMap<string, BoardReferenceCard>;
}) {
  const context: BodyContext = {
    leagueId,
    viewerNames: new Set(viewerNames.map((name) => name.toLowerCase())),
    cards,
  };
  return (
    <Stack gap={6}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} context={context} />
      ))}
    </Stack>
  );
}
