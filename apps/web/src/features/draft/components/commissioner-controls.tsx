import { Button, Group, Paper, Text } from '@mantine/core';
import type { DraftResponse } from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRunDraftAction, type DraftAction } from '../api/run-draft-action';
import { ConfirmDialog } from './confirm-dialog';
import { latestPick } from './pick-announcer';

const DONE: Record<DraftAction, string> = {
  lottery: 'The lottery is held.',
  start: 'The draft has started.',
  pause: 'The draft is paused.',
  resume: 'The draft is running again.',
  undo: 'The last pick is undone.',
  auto: 'The rest of the draft was made automatically.',
};

/** The commissioner's controls, by where the draft stands; undo and running it automatically ask first. */
export function CommissionerControls({ leagueId, draft }: { leagueId: number; draft: DraftResponse }) {
  const action = useRunDraftAction(leagueId);
  const [asking, setAsking] = useState<'undo' | 'auto' | null>(null);
  const { status } = draft;
  if (!draft.viewer.isCommissioner || status === 'upcoming' || status === 'complete') return null;
  const last = latestPick(draft.order);
  const underWay = status === 'running' || status === 'paused';

  const run = (what: DraftAction) =>
    action.mutate(what, {
      onSuccess: () => notifySuccess(DONE[what], 'Draft'),
      onError: (error) => notifyError(errorMessage(error, 'The draft could not be changed. Try again.')),
      onSettled: () => setAsking(null),
    });
  const busy = (what: DraftAction) => action.isPending && action.variables === what;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Commissioner controls">
      <Group gap="xs" wrap="wrap">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mr="xs">
          Commissioner
        </Text>
        {status === 'lottery' && !draft.lottery && draft.settings.lotteryDraws > 0 && (
          <Button
            size="xs"
            variant="light"
            color="grape"
            loading={busy('lottery')}
            onClick={() => run('lottery')}
          >
            Hold lottery
          </Button>
        )}
        {(status === 'lottery' || status === 'ready') && (
          <Button size="xs" loading={busy('start')} onClick={() => run('start')}>
            Start draft
          </Button>
        )}
        {status === 'running' && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            loading={busy('pause')}
            onClick={() => run('pause')}
          >
            Pause
          </Button>
        )}
        {status === 'paused' && (
          <Button size="xs" color="green" loading={busy('resume')} onClick={() => run('resume')}>
            Resume
          </Button>
        )}
        {underWay && last && (
          <Button size="xs" variant="light" color="red" onClick={() => setAsking('undo')}>
            Undo last pick
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => setAsking('auto')}>
          Run automatically
        </Button>
      </Group>
      <ConfirmDialog
        title={asking === 'undo' ? 'Undo the last pick?' : 'Run the rest of the draft automatically?'}
        opened={asking !== null}
        busy={asking !== null && busy(asking)}
        confirmLabel={asking === 'undo' ? 'Undo pick' : 'Run automatically'}
        color={asking === 'undo' ? 'red' : undefined}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && run(asking)}
      >
        {asking === 'undo' && last?.player
          ? `${last.player.name} goes back to the class and pick ${String(last.overall)} (${last.ownerTeam.name}) is on the clock again, with a fresh clock. The draft is paused until you resume it.`
          : 'Every remaining pick is made at once: from each team’s queue, else the best available prospect. This cannot be undone pick by pick.'}
      </ConfirmDialog>
    </Paper>
  );
}
