import { Button } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { boardThreadPath } from '../../lib/board-thread-path';
import { errorMessage } from '../../lib/http';
import { notifyError } from '../../lib/notify';
import { useOpenNewsThread } from './api/open-news-thread';

/** "Discuss": opens the news item's thread on the board (made on the first click) and goes there. */
export function DiscussNewsButton({ leagueId, newsId }: { leagueId: number; newsId: number }) {
  const navigate = useNavigate();
  const open = useOpenNewsThread(leagueId);
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      loading={open.isPending && open.variables === newsId}
      leftSection={<IconMessages size={14} aria-hidden />}
      aria-label="Discuss this news on the board"
      onClick={() =>
        open.mutate(newsId, {
          onSuccess: (thread) => void navigate(boardThreadPath(leagueId, thread.id)),
          onError: (error) => notifyError(errorMessage(error, 'The board did not answer. Please try again.')),
        })
      }
    >
      Discuss
    </Button>
  );
}
