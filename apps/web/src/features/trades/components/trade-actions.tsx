import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TradeDetail } from '@rinkside/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useAnswerTrade, type TradeAnswer } from '../api/answer-trade';

const DONE_WORDS: Record<TradeAnswer, string> = {
  accept: 'You accepted the trade.',
  decline: 'You declined the trade.',
  withdraw: 'Your proposal is withdrawn.',
  approve: 'You approved the trade.',
  veto: 'You vetoed the trade.',
  reverse: 'The trade is reversed: every asset went back.',
};

/** Decline and veto ask for an optional reason first. */
function ReasonDialog({
  answer,
  busy,
  onClose,
  onConfirm,
}: {
  answer: 'decline' | 'veto' | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const verb = answer === 'veto' ? 'Veto' : 'Decline';
  return (
    <Modal opened={answer !== null} onClose={onClose} title={`${verb} this trade?`} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason);
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Reason"
            description="Optional. Both GMs see it in the thread."
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {verb}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The buttons the trade's `actions` allow the viewer, and what went wrong with the last one. */
export function TradeActions({ leagueId, trade }: { leagueId: number; trade: TradeDetail }) {
  const answer = useAnswerTrade(leagueId, trade.id);
  const [asking, setAsking] = useState<'decline' | 'veto' | null>(null);
  const { actions } = trade;
  const any = Object.values(actions).some(Boolean);
  if (!any && !answer.isError) return null;

  const run = (what: TradeAnswer, reason?: string) =>
    answer.mutate(
      { answer: what, reason },
      {
        onSuccess: () => {
          setAsking(null);
          notifySuccess(DONE_WORDS[what], 'Trade');
        },
        onError: () => setAsking(null),
      },
    );
  const busy = (what: TradeAnswer) => answer.isPending && answer.variables.answer === what;

  return (
    <Stack gap="sm">
      {answer.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="That did not go through">
          <Text size="sm">{errorMessage(answer.error, 'The trade could not be updated. Try again.')}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            The trade below is shown as it stands now.
          </Text>
        </Alert>
      )}
      <Group gap="sm">
        {actions.accept && (
          <Button color="green" loading={busy('accept')} onClick={() => run('accept')}>
            Accept
          </Button>
        )}
        {actions.counter && (
          <Button variant="light" component={Link} to={`/league/${leagueId}/trades/new?counter=${trade.id}`}>
            Counter
          </Button>
        )}
        {actions.decline && (
          <Button variant="light" color="red" onClick={() => setAsking('decline')}>
            Decline
          </Button>
        )}
        {actions.withdraw && (
          <Button variant="light" color="red" loading={busy('withdraw')} onClick={() => run('withdraw')}>
            Withdraw
          </Button>
        )}
        {actions.approve && (
          <Button color="green" loading={busy('approve')} onClick={() => run('approve')}>
            Approve
          </Button>
        )}
        {actions.veto && (
          <Button variant="light" color="red" onClick={() => setAsking('veto')}>
            Veto
          </Button>
        )}
        {actions.reverse && (
          <Button variant="light" color="orange" loading={busy('reverse')} onClick={() => run('reverse')}>
            Reverse
          </Button>
        )}
      </Group>
      <ReasonDialog
        key={asking ?? 'closed'}
        answer={asking}
        busy={asking !== null && busy(asking)}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => asking && run(asking, reason)}
      />
    </Stack>
  );
}
