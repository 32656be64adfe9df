import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useBoardReferences } from '../../../lib/queries/get-board-references';
import { useBoardPosts } from '../api/get-board-posts';
import { referenceKeys } from '../reference-words';
import { BoardPostCard } from './board-post-card';

const POST_HASH = /^#post-(\d+)$/;

interface BoardPostListProps {
  leagueId: number;
  threadId: number;
  viewerId: number | null;
  viewerNames: readonly string[];
  canModerate: boolean;
  canReact: boolean;
}

/**
 * A thread's posts, oldest first. A link's `#post-{id}` (a mention's notification) is followed: the pages
 * are read until that post is there, then it is scrolled to, focused and drawn out.
 */
export function BoardPostList({ leagueId, threadId, ...viewer }: BoardPostListProps) {
  const posts = useBoardPosts(leagueId, threadId);
  const { hash } = useLocation();
  const shown = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  // The references' live cards, one read for the page (decision 090); without them a reference still links.
  const references = useBoardReferences(leagueId, referenceKeys(shown));
  const cards = useMemo(
    () => new Map((references.data?.cards ?? []).map((card) => [card.key, card])),
    [references.data],
  );
  const wanted = Number(POST_HASH.exec(hash)?.[1] ?? NaN);
  const found = shown.some((post) => post.id === wanted);
  const reached = useRef<number | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;

  useEffect(() => {
    if (Number.isNaN(wanted) || reached.current === wanted) return;
    if (found) {
      reached.current = wanted;
      const element = document.getElementById(`post-${wanted}`);
      element?.scrollIntoView?.({ block: 'center' });
      element?.focus({ preventScroll: true });
    } else if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [wanted, found, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Posts">
        {shown.map((post) => (
          <li key={post.id}>
            <BoardPostCard
              post={post}
              leagueId={leagueId}
              highlighted={post.id === wanted}
              cards={cards}
              {...viewer}
            />
          </li>
        ))}
      </Stack>
      {hasNextPage && (
        <Group justify="center">
          <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load newer posts
          </Button>
        </Group>
      )}
      {posts.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(posts.error, FETCH_FAILED_MESSAGE)}
        </Text>
      )}
    </Stack>
  );
}
