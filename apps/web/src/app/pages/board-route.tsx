import { Alert, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useBoardChannels } from '../../features/board/api/get-board-channels';
import { AddChannelButton } from '../../features/board/components/add-channel-form';
import { BoardChannelNav, channelPath } from '../../features/board/components/board-channel-nav';
import { BoardMuteNotice } from '../../features/board/components/board-mute-notice';
import { BoardThreadList } from '../../features/board/components/board-thread-list';
import { threadPath } from '../../features/board/components/board-thread-row';
import { NewThreadForm } from '../../features/board/components/new-thread-form';
import { useMarkChannelReadWhenSeen } from '../../features/board/use-mark-channel-read';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';

/**
 * /league/{id}/board and /league/{id}/board/channel/{channelId} (issue 33): the league's channels with their
 * unread counts, the chosen channel's threads (pinned first), and a new thread's form. A channel on screen
 * is marked read.
 */
export function BoardRoute() {
  const leagueId = useLeagueId();
  const navigate = useNavigate();
  const wanted = Number(useParams().channelId ?? NaN);
  const board = useBoardChannels(leagueId);
  const [composing, setComposing] = useState(false);
  const channels = board.data?.channels ?? [];
  const channel = Number.isNaN(wanted) ? channels[0] : channels.find((c) => c.id === wanted);
  useMarkChannelReadWhenSeen(leagueId, channel);

  const heading = (
    <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
      League Board
    </Title>
  );
  if (board.isPending)
    return (
      <Stack gap="md">
        {heading}
        <Stack gap="sm" aria-busy="true" aria-label="Loading the board">
          <Skeleton height={36} radius="sm" />
          <Skeleton height={220} radius="md" />
        </Stack>
      </Stack>
    );
  if (board.isError)
    return (
      <Stack gap="md">
        {heading}
        <QueryErrorAlert
          title="Failed to load the board"
          message={errorMessage(board.error, FETCH_FAILED_MESSAGE)}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      </Stack>
    );

  const { canModerate, canPost, mutedUntil } = board.data;
  const mayStart = channel !== undefined && canPost && (!channel.readOnly || canModerate);
  const goTo = (channelId: number) => {
    setComposing(false);
    void navigate(channelPath(leagueId, channelId));
  };

  return (
    <Stack gap="md">
      {heading}
      <BoardMuteNotice mutedUntil={mutedUntil} />
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Stack gap="xs">
            <BoardChannelNav
              leagueId={leagueId}
              channels={channels}
              selectedId={channel?.id ?? null}
              onSelect={goTo}
            />
            {canModerate && <AddChannelButton leagueId={leagueId} onAdded={goTo} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {channel === undefined ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Channel not found">
              There is no such channel on this board. Pick one of the channels.
            </Alert>
          ) : (
            <Stack gap="md" style={{ minWidth: 0 }}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Title order={2} fz="h4">
                    {channel.name}
                  </Title>
                  {channel.readOnly && (
                    <Badge variant="light" color="gray">
                      Read-only
                    </Badge>
                  )}
                </Group>
                {mayStart && !composing && (
                  <Button
                    leftSection={<IconPencilPlus size={16} aria-hidden />}
                    onClick={() => setComposing(true)}
                  >
                    New thread
                  </Button>
                )}
              </Group>
              {channel.readOnly && !canModerate && (
                <Text size="sm" c="dimmed">
                  Only the commissioners post in {channel.name}.
                </Text>
              )}
              {composing && (
                <NewThreadForm
                  key={channel.id}
                  leagueId={leagueId}
                  channelId={channel.id}
                  channelName={channel.name}
                  onCancel={() => setComposing(false)}
                  onCreated={(threadId) => void navigate(threadPath(leagueId, threadId))}
                />
              )}
              <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
                <BoardThreadList
                  key={channel.id}
                  leagueId={leagueId}
                  channelId={channel.id}
                  emptyText={mayStart ? 'No threads yet — start one.' : 'No threads yet.'}
                />
              </Paper>
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
