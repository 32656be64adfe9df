import { Button, Group, Stack, Text } from '@mantine/core';
import type { CommissionerView } from '@rinkside/domain';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideApplication, type ApplicationDecision } from '../api/decide-application';

type Applicant = NonNullable<CommissionerView['teams'][number]['recruitment']>['applications'][number];

/** The pending applications of a team's open recruitment, each with Accept and Decline. */
export function ApplicationsList({
  leagueId,
  teamName,
  applications,
}: {
  leagueId: number;
  teamName: string;
  applications: readonly Applicant[];
}) {
  const decide = useDecideApplication(leagueId);
  const pending = applications.filter((a) => a.status === 'pending');

  // The promise, not mutate's callbacks: an acceptance closes the recruitment, and this list leaves the
  // page as the league is read again, before mutate's callbacks would have run.
  const act = (applicant: Applicant, decision: ApplicationDecision) =>
    decide.mutateAsync({ applicationId: applicant.id, decision }).then(
      () =>
        notifySuccess(
          decision === 'accept'
            ? `${applicant.username} is now GM of ${teamName}.`
            : `Application from ${applicant.username} declined.`,
        ),
      (error: unknown) => notifyError(errorMessage(error, 'Failed to decide the application.')),
    );

  if (pending.length === 0)
    return (
      <Text size="xs" c="dimmed" mt="xs">
        No applications yet.
      </Text>
    );
  return (
    <Stack
      gap={6}
      mt="xs"
      component="ul"
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={`Applications for ${teamName}`}
    >
      {pending.map((applicant) => (
        <Group key={applicant.id} component="li" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {applicant.username}
          </Text>
          {applicant.gmName && (
            <Text size="xs" c="dimmed">
              ({applicant.gmName})
            </Text>
          )}
          <Button
            size="compact-xs"
            color="green"
            disabled={decide.isPending}
            onClick={() => void act(applicant, 'accept')}
            aria-label={`Accept ${applicant.username}`}
          >
            Accept
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={decide.isPending}
            onClick={() => void act(applicant, 'decline')}
            aria-label={`Decline ${applicant.username}`}
          >
            Decline
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
