import { ActionIcon, Menu } from '@mantine/core';
import type { BoardPost } from '@rinkside/domain';
import { IconDots, IconEdit, IconMicrophoneOff, IconTrash, IconVolume } from '@tabler/icons-react';

/** The lengths a commissioner mutes a GM for, from the post's menu. */
export const MUTE_LENGTHS = [
  { label: '1 hour', ms: 60 * 60 * 1000 },
  { label: '1 day', ms: 24 * 60 * 60 * 1000 },
  { label: '1 week', ms: 7 * 24 * 60 * 60 * 1000 },
] as const;

interface BoardPostMenuProps {
  post: BoardPost;
  /** A commissioner on another's post: may mute its author. */
  canMute: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Mutes the author until the time, or lifts the mute (null). */
  onMute: (until: Date | null) => void;
}

/** What the viewer may do with a post: edit and delete his own; a commissioner deletes any and mutes its author. */
export function BoardPostMenu({ post, canMute, onEdit, onDelete, onMute }: BoardPostMenuProps) {
  if (!post.canEdit && !post.canDelete && !canMute) return null;
  const who = post.author?.username ?? 'the author';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for the post by ${who}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {post.canEdit && (
          <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {post.canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
            Delete
          </Menu.Item>
        )}
        {canMute && (
          <>
            <Menu.Divider />
            <Menu.Label>Mute {who} on the board</Menu.Label>
            {MUTE_LENGTHS.map((length) => (
              <Menu.Item
                key={length.label}
                leftSection={<IconMicrophoneOff size={14} aria-hidden />}
                onClick={() => onMute(new Date(Date.now() + length.ms))}
              >
                For {length.label}
              </Menu.Item>
            ))}
            <Menu.Item leftSection={<IconVolume size={14} aria-hidden />} onClick={() => onMute(null)}>
              Lift the mute
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
