import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useBoardThreads } from '../api/get-board-threads';
import { BoardThreadRow } from './board-thread-row';

/** A channel's threads, pinned first, a page at a time; loading, empty and failed each say so. */
export function BoardThreadList({
  leagueId,
  channelId,
  emptyText,
}: {
  leagueId: number;
  channelId: number;
  emptyText: string;
}) {
  const threads = useBoardThreads(leagueId, channelId);
  const shown = threads.data?.pages.flatMap((page) => page.threads) ?? [];

  if (threads.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading threads">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  if (threads.isError && !threads.isFetchNextPageError)
    return (
      <QueryErrorAlert
        title="Failed to load the threads"
        message={errorMessage(threads.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void threads.refetch()}
        retrying={threads.isFetching}
      />
    );
  if (shown.length === 0)
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        {emptyText}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Threads">
        {shown.map((thread, i) => (
          <li
            key={thread.id}
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <BoardThreadRow leagueId={leagueId} thread={thread} />
          </li>
        ))}
      </Stack>
      {threads.hasNextPage && (
        <Group justify="center">
          <Button
            variant="light"
            loading={threads.isFetchingNextPage}
            onClick={() => void threads.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
      {threads.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(threads.error, FETCH_FAILED_MESSAGE)}
        </Text>
      )}
    </Stack>
  );
}
