import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useTakeBackTeam, useTeamAutopilot } from '../api/team-autopilot';

/**
 * On its GM's own team pages while the team is on autopilot (docs/decisions/036): the server manages
 * the lineup until the GM changes something in the league or takes over here. Nothing otherwise.
 */
export function AutopilotBanner({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const autopilot = useTeamAutopilot(leagueId, teamId);
  const takeBack = useTakeBackTeam(leagueId, teamId);
  if (!autopilot.data?.autopilot) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconRobot size={18} aria-hidden />}
      title="Your team is on autopilot"
      role="status"
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          You were away, so the server is managing your lineup: it swaps out injured and unavailable players
          before each game and makes no trades. It stops as soon as you make a change, or take over now.
        </Text>
        <Button
          size="xs"
          color="orange"
          loading={takeBack.isPending}
          onClick={() =>
            takeBack.mutate(undefined, {
              onSuccess: () => notifySuccess('Welcome back: you manage your team again.'),
              onError: (error) => notifyError(errorMessage(error, 'Failed to take over the team.')),
            })
          }
        >
          Take over now
        </Button>
      </Group>
    </Alert>
  );
}
