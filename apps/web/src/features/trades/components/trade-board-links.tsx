import { Alert, Button, Group } from '@mantine/core';
import type { TradeDetail } from '@rinkside/domain';
import { IconAlertTriangle, IconMessages, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { boardThreadPath } from '../../../lib/board-thread-path';
import { errorMessage } from '../../../lib/http';
import { useAnnounceTrade } from '../api/announce-trade';
import { useTradeBoardThreads } from '../api/get-trade-board-threads';
import { useOpenTradeTalk } from '../api/open-trade-talk';

/**
 * The trade on the league board (decision 090): its parties' private discussion ("Discuss"), and for a
 * completed trade its announcement in General, made with one click and read by everyone after.
 */
export function TradeBoardLinks({ leagueId, trade }: { leagueId: number; trade: TradeDetail }) {
  const navigate = useNavigate();
  const links = useTradeBoardThreads(leagueId, trade.id);
  const talk = useOpenTradeTalk(leagueId, trade.id);
  const announce = useAnnounceTrade(leagueId, trade.id);
  const open = (threadId: number) => void navigate(boardThreadPath(leagueId, threadId));
  const failed = talk.error ?? announce.error;

  const data = links.data;
  if (!data) return null;
  const { discussion, announcement, canDiscuss, canAnnounce } = data;
  if (!canDiscuss && !announcement) return null;
  return (
    <Group gap="sm" aria-label="On the league board">
      {canDiscuss &&
        (discussion ? (
          <Button
            variant="light"
            component={Link}
            to={boardThreadPath(leagueId, discussion.id)}
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            Discuss ({discussion.replies} {discussion.replies === 1 ? 'reply' : 'replies'})
          </Button>
        ) : (
          <Button
            variant="light"
            loading={talk.isPending}
            onClick={() => talk.mutate(undefined, { onSuccess: (thread) => open(thread.id) })}
            leftSection={<IconMessages size={16} aria-hidden />}
            title="A thread on the board for the two GMs and the commissioners"
          >
            Discuss
          </Button>
        ))}
      {announcement ? (
        <Button
          variant="subtle"
          component={Link}
          to={boardThreadPath(leagueId, announcement.id)}
          leftSection={<IconSpeakerphone size={16} aria-hidden />}
        >
          Read the announcement
        </Button>
      ) : (
        canAnnounce && (
          <Button
            variant="light"
            color="grape"
            loading={announce.isPending}
            onClick={() => announce.mutate(undefined, { onSuccess: (thread) => open(thread.id) })}
            leftSection={<IconSpeakerphone size={16} aria-hidden />}
          >
            Announce in General
          </Button>
        )
      )}
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} w="100%" role="alert">
          {errorMessage(failed, 'The board did not answer. Please try again.')}
        </Alert>
      )}
    </Group>
  );
}
