import { Alert, Anchor, Button, Group, Loader, Modal, Text } from '@mantine/core';
import { formatCapHit, type SeasonOpening } from '@rinkside/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlainList } from '../../../../components/plain-list';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../../lib/http';
import { useSeasonOpening } from '../../../../lib/queries/get-season-opening';
import { useStartBelowFloor } from '../api/start-below-floor';
import { longDay } from './season-words';

/**
 * The Season panel's word on the floor (docs/decisions/076), in the preseason: the GM teams below it that
 * hold the regular season's start, each by how much, and the commissioner's "Start the season anyway".
 * Nothing shows while every GM team is at or above the floor.
 */
export function OpeningHold({ leagueId, today }: { leagueId: number; today: string }) {
  const opening = useSeasonOpening(leagueId);
  if (opening.isPending)
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Checking payrolls against the salary floor…
        </Text>
      </Group>
    );
  if (opening.isError)
    return (
      <QueryErrorAlert
        title="Could not check payrolls against the salary floor"
        message={errorMessage(opening.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void opening.refetch()}
        retrying={opening.isFetching}
      />
    );
  const { data } = opening;
  if (data.begun || data.belowFloor.length === 0) return null;
  return <HoldAlert leagueId={leagueId} opening={data} today={today} />;
}

function HoldAlert({
  leagueId,
  opening,
  today,
}: {
  leagueId: number;
  opening: SeasonOpening;
  today: string;
}) {
  const start = useStartBelowFloor(leagueId);
  const [confirming, setConfirming] = useState(false);
  const { firstDay, floor, belowFloor } = opening;
  const waiting = firstDay !== null && firstDay <= today;
  const title = opening.held
    ? waiting
      ? 'The regular season is on hold'
      : `The regular season will not start on ${longDay(firstDay ?? today)}`
    : 'Starting below the salary floor';
  return (
    <Alert color={opening.held ? 'orange' : 'gray'} title={title} role="status">
      <Text size="sm" mb="xs">
        {opening.held
          ? `Every team run by a GM must reach the salary floor of ${formatCapHit(floor)} before the first regular-season game is played. Below it:`
          : `The commissioner started the ${opening.seasonName} season anyway. Below the floor of ${formatCapHit(floor)}:`}
      </Text>
      <PlainList label="Teams below the salary floor" gap={4}>
        {belowFloor.map((team) => (
          <li key={team.teamId}>
            <Text size="sm">
              <Anchor component={Link} to={`/league/${leagueId}/team/${team.teamId}/cap`} fw={600}>
                {team.teamName}
              </Anchor>
              {`: payroll ${formatCapHit(team.payroll)}, ${formatCapHit(team.short)} short`}
            </Text>
          </li>
        ))}
      </PlainList>
      {opening.held && (
        <Group mt="sm" gap="sm">
          <Button
            size="sm"
            color="orange"
            variant="light"
            loading={start.isPending}
            onClick={() => setConfirming(true)}
          >
            Start the season anyway
          </Button>
        </Group>
      )}
      {start.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {errorMessage(start.error, 'Starting the season failed.')}
        </Text>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Start the season below the floor?"
        centered
      >
        <Text size="sm" mb="md">
          The regular season&apos;s games will be played though {belowFloor.map((t) => t.teamName).join(', ')}{' '}
          {belowFloor.length === 1 ? 'is' : 'are'} below the salary floor. The league&apos;s GMs read this in
          its audit log, and it can&apos;t be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="orange"
            onClick={() => {
              setConfirming(false);
              start.mutate(opening.seasonId);
            }}
          >
            Start the season anyway
          </Button>
        </Group>
      </Modal>
    </Alert>
  );
}
