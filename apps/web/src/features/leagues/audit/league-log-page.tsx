import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLeagueId } from '../../../lib/league-query';
import { AuditLogList } from './audit-log-list';

/** League Log (/league/{id}/log): every use of a commissioner power, for each GM of the league to read. */
export function LeagueLogPage() {
  const leagueId = useLeagueId();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          League Log
        </Title>
        <Text c="dimmed" size="sm">
          What the commissioners did with their powers, newest first.
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <AuditLogList leagueId={leagueId} />
      </Paper>
    </Stack>
  );
}
