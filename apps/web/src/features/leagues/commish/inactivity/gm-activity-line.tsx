import { Badge, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { type GmSeatActivity, timeAgo } from '@rinkside/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useVacateSeat } from './api/vacate-seat';

interface GmActivityLineProps {
  leagueId: number;
  teamId: number;
  teamName: string;
  gmName: string;
  /** The seat's activity; undefined while loading, or before the server's first check of a new seat. */
  seat: GmSeatActivity | undefined;
  now: Date;
}

/** A GM's last activity, the autopilot badge, and 'Vacate seat' once the GM is away long enough. */
export function GmActivityLine({ leagueId, teamId, teamName, gmName, seat, now }: GmActivityLineProps) {
  const [confirming, setConfirming] = useState(false);
  const vacate = useVacateSeat(leagueId);
  if (!seat)
    return (
      <Text size="xs" c="dimmed">
        Activity: not checked yet
      </Text>
    );
  const seen = seat.lastActiveAt
    ? `Last active ${timeAgo(seat.lastActiveAt, now)}`
    : seat.daysAway >= 1
      ? `Not seen in ${seat.daysAway} ${seat.daysAway === 1 ? 'day' : 'days'}`
      : 'Not seen yet';
  const confirm = () =>
    vacate.mutate(teamId, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(`${gmName} is no longer GM of ${teamName}; recruitment is open.`);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to vacate the seat.')),
    });
  return (
    <Group gap={6} wrap="wrap" data-testid={`gm-activity-${teamId}`}>
      <Text size="xs" c={seat.nudgedAt ? undefined : 'dimmed'} fw={seat.nudgedAt ? 600 : undefined}>
        {seen}
      </Text>
      {seat.autopilotSince && (
        <Tooltip label="The server keeps this team's lineup legal until its GM acts." withArrow>
          <Badge size="xs" color="orange" variant="light" tabIndex={0}>
            Autopilot
          </Badge>
        </Tooltip>
      )}
      {seat.canVacate && (
        <Button size="compact-xs" color="red" variant="subtle" onClick={() => setConfirming(true)}>
          Vacate seat
        </Button>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Vacate this seat?" centered>
        <Text size="sm" mb="xs">
          {gmName} has been away {seat.daysAway} days. Vacating removes them as GM of {teamName} and opens a
          recruitment for the team.
        </Text>
        <Text size="sm" c="dimmed" mb="md">
          {gmName} is told. You can assign them again later.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red" loading={vacate.isPending} onClick={confirm}>
            Vacate seat
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
