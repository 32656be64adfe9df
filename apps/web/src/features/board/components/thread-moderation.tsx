import { Button, Group } from '@mantine/core';
import type { BoardThread } from '@rinkside/domain';
import { IconLock, IconLockOpen, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { notifyError } from '../../../lib/notify';
import { type BoardThreadModeration, useModerateBoardThread } from '../api/moderate-board-thread';

/** A commissioner pins a thread to the top of its channel or locks it against replies (and undoes either). */
export function ThreadModeration({ leagueId, thread }: { leagueId: number; thread: BoardThread }) {
  const moderate = useModerateBoardThread(leagueId, thread.id);
  const run = (what: BoardThreadModeration, on: boolean) =>
    moderate.mutate(
      { what, on },
      { onError: (error) => notifyError(errorMessage(error, 'The thread was not changed.')) },
    );
  const busy = (what: BoardThreadModeration) => moderate.isPending && moderate.variables?.what === what;
  return (
    <Group gap="xs" aria-label="Moderation" role="group">
      <Button
        size="xs"
        variant="default"
        loading={busy('pin')}
        leftSection={
          thread.pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />
        }
        onClick={() => run('pin', !thread.pinned)}
      >
        {thread.pinned ? 'Unpin' : 'Pin'}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={busy('lock')}
        leftSection={
          thread.locked ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />
        }
        onClick={() => run('lock', !thread.locked)}
      >
        {thread.locked ? 'Unlock' : 'Lock'}
      </Button>
    </Group>
  );
}
