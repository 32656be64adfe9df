import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useAuth } from '../../features/auth/auth-context';
import { useCreateBoardPost } from '../../features/board/api/create-board-post';
import { useBoardChannels } from '../../features/board/api/get-board-channels';
import { useBoardPosts } from '../../features/board/api/get-board-posts';
import { channelPath } from '../../features/board/components/board-channel-nav';
import { BoardComposer } from '../../features/board/components/board-composer';
import { BoardMuteNotice } from '../../features/board/components/board-mute-notice';
import { BoardPostList } from '../../features/board/components/board-post-list';
import { ThreadModeration } from '../../features/board/components/thread-moderation';
import { replyRefusal } from '../../features/board/reply-refusal';
import { useMarkChannelReadWhenSeen } from '../../features/board/use-mark-channel-read';
import { ApiRequestError, errorMessage } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';

/**
 * /league/{id}/board/thread/{threadId} (issue 33): a thread's posts, oldest first, a reply box, and the
 * commissioners' pin and lock. Any thread the viewer may read opens here, also one outside the listed
 * channels (a trade's private thread); `#post-{id}` scrolls to that post and draws it out.
 */
export function BoardThreadRoute() {
  const { leagueId, data: league } = useCurrentLeague();
  const { user } = useAuth();
  const threadId = Number(useParams().threadId);
  const valid = Number.isInteger(threadId) && threadId > 0;
  const posts = useBoardPosts(leagueId, valid ? threadId : 0);
  const board = useBoardChannels(leagueId);
  const reply = useCreateBoardPost(leagueId, threadId);
  const first = posts.data?.pages[0];
  const last = posts.data?.pages.at(-1);
  const channel = board.data?.channels.find((c) => c.id === first?.thread.channelId);
  useMarkChannelReadWhenSeen(leagueId, channel);

  const back = (
    <Button
      component={Link}
      to={channel ? channelPath(leagueId, channel.id) : `/league/${leagueId}/board`}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {channel ? `Back to ${channel.name}` : 'Back to the board'}
    </Button>
  );

  if (!valid || (posts.error instanceof ApiRequestError && posts.error.status === 404))
    return (
      <Stack gap="md">
        {back}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Thread not found
        </Title>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          There is no such thread on this league’s board, or it is not yours to read.
        </Alert>
      </Stack>
    );
  if (posts.isPending)
    return (
      <Center py="xl" role="status" aria-label="Loading the thread">
        <Loader />
      </Center>
    );
  if (posts.isError || !first || !last)
    return (
      <Stack gap="md">
        {back}
        <QueryErrorAlert
          title="Failed to load the thread"
          message={errorMessage(posts.error, 'Failed to load the thread.')}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      </Stack>
    );

  const { thread } = first;
  const canModerate = board.data?.canModerate ?? false;
  const mutedUntil = board.data?.mutedUntil ?? null;
  const member = canModerate || (board.data?.canPost ?? false) || mutedUntil !== null;
  const myTeam = league?.teams.find((t) => t.id === league.myTeamId);
  const viewerNames = [user?.username, myTeam?.abbreviation].filter((n): n is string => Boolean(n));

  return (
    <Stack gap="md">
      {back}
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
          {thread.title}
        </Title>
        <Group gap="xs" mt={6}>
          {thread.pinned && (
            <Badge color="orange" variant="light">
              Pinned
            </Badge>
          )}
          {thread.private && (
            <Badge color="grape" variant="light" title="Read only by the trade's GMs and the commissioners">
              Private
            </Badge>
          )}
          {thread.locked && (
            <Badge color="gray" variant="light">
              Locked
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {channel ? `In ${channel.name} · ` : ''}started by {thread.author?.username ?? 'a former member'}
          </Text>
        </Group>
      </div>
      {canModerate && <ThreadModeration leagueId={leagueId} thread={thread} />}
      <BoardMuteNotice mutedUntil={mutedUntil} />
      <BoardPostList
        leagueId={leagueId}
        threadId={threadId}
        viewerId={user?.id ?? null}
        viewerNames={viewerNames}
        canModerate={canModerate}
        canReact={member}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Reply">
        <BoardComposer
          label="Reply"
          submitLabel="Reply"
          pending={reply.isPending}
          error={reply.isError ? errorMessage(reply.error, 'The reply was not posted.') : null}
          disabledReason={
            last.canReply ? null : replyRefusal({ member, mutedUntil, channel, locked: thread.locked })
          }
          onSubmit={(body) =>
            reply.mutateAsync(body).then(
              () => true,
              () => false,
            )
          }
        />
      </Paper>
    </Stack>
  );
}
