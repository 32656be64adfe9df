import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BoardPost, BoardReaction, BoardReferenceCard } from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteBoardPost } from '../api/delete-board-post';
import { useEditBoardPost } from '../api/edit-board-post';
import { useMuteBoardMember } from '../api/mute-board-member';
import { useReactToBoardPost } from '../api/react-to-board-post';
import { BoardComposer } from './board-composer';
import { BoardPostBody } from './board-post-body';
import { BoardPostMenu } from './board-post-menu';
import { BoardReactions } from './board-reactions';
import { BoardTime } from './board-time';

interface BoardPostCardProps {
  post: BoardPost;
  leagueId: number;
  viewerId: number | null;
  viewerNames: readonly string[];
  canModerate: boolean;
  /** A member of the league: reacts. */
  canReact: boolean;
  /** The post a link named (`#post-{id}`): drawn out. */
  highlighted?: boolean;
  /** The live cards of the page's references. */
  cards?: ReadonlyMap<string, BoardReferenceCard>;
}

/** One post: its author and time, "edited" or "deleted", the body, reactions, and what the viewer may do. */
export function BoardPostCard({
  post,
  leagueId,
  viewerId,
  viewerNames,
  canModerate,
  canReact,
  highlighted,
  cards,
}: BoardPostCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = useEditBoardPost(leagueId, post.threadId);
  const remove = useDeleteBoardPost(leagueId);
  const react = useReactToBoardPost(leagueId, post.threadId);
  const mute = useMuteBoardMember(leagueId);
  const deleted = post.deletedAt !== null;
  const author = post.author?.username ?? 'Former member';
  const canMute = canModerate && post.author !== null && post.author.id !== viewerId;

  const toggle = (emoji: BoardReaction, on: boolean) =>
    react.mutate(
      { postId: post.id, emoji, on },
      { onError: (error) => notifyError(errorMessage(error, 'The reaction was not saved.')) },
    );
  const saveEdit = async (body: string): Promise<boolean> => {
    try {
      await edit.mutateAsync({ postId: post.id, body });
    } catch {
      // The refusal shows under the box; what was written stays to try again.
      return false;
    }
    setEditing(false);
    return true;
  };
  const muteAuthor = (until: Date | null) => {
    if (!post.author) return;
    mute.mutate(
      { userId: post.author.id, until: until?.toISOString() ?? null },
      {
        onSuccess: () =>
          notifySuccess(until ? `${author} is muted on the board.` : `${author} may post again.`),
        onError: (error) => notifyError(errorMessage(error, 'The mute was not saved.')),
      },
    );
  };

  return (
    <Paper
      id={`post-${post.id}`}
      tabIndex={-1}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-highlighted={highlighted || undefined}
      aria-label={`Post by ${author}`}
      component="article"
      style={
        highlighted
          ? {
              borderColor: 'var(--mantine-color-orange-filled)',
              boxShadow: '0 0 0 2px var(--mantine-color-orange-light)',
              scrollMarginTop: 96,
            }
          : { scrollMarginTop: 96 }
      }
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={8} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {author}
            </Text>
            <Text size="xs" c="dimmed">
              <BoardTime at={post.createdAt} />
            </Text>
            {post.editedAt && !deleted && (
              <Text size="xs" c="dimmed" fs="italic" title={`Edited ${post.editedAt}`}>
                edited
              </Text>
            )}
          </Group>
          {!deleted && !editing && (
            <BoardPostMenu
              post={post}
              canMute={canMute}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirmingDelete(true)}
              onMute={muteAuthor}
            />
          )}
        </Group>
        {deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {post.deletedByModerator ? 'Deleted by a commissioner.' : 'Deleted by its author.'}
          </Text>
        ) : editing ? (
          <BoardComposer
            label="Edit your post"
            submitLabel="Save"
            initial={post.body}
            autoFocus
            pending={edit.isPending}
            error={edit.isError ? errorMessage(edit.error, 'The post was not saved.') : null}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
            onSubmit={saveEdit}
          />
        ) : (
          <BoardPostBody blocks={post.blocks} leagueId={leagueId} viewerNames={viewerNames} cards={cards} />
        )}
        {confirmingDelete && !deleted && (
          <Alert color="red" variant="light" p="xs" title="Delete this post?">
            <Group gap="xs" mt={4}>
              <Button
                size="compact-sm"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(post.id, {
                    onSuccess: () => setConfirmingDelete(false),
                    onError: (error) => notifyError(errorMessage(error, 'The post was not deleted.')),
                  })
                }
              >
                Delete
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </Button>
            </Group>
          </Alert>
        )}
        {!deleted && (post.reactions.length > 0 || canReact) && (
          <BoardReactions
            reactions={post.reactions}
            onToggle={canReact ? toggle : undefined}
            pending={react.isPending}
          />
        )}
      </Stack>
    </Paper>
  );
}
