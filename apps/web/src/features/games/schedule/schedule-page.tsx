import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCurrentLeague } from '../../../lib/league-query';
import { ScheduleCalendar } from './schedule-calendar';
import { ScheduleUploader } from './schedule-uploader';

/** SPEC §2 Schedule (/league/{leagueId}/schedule): the calendar, and the uploader for the commissioner. */
export function SchedulePage() {
  const league = useCurrentLeague();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Schedule
        </Title>
        {league.data && (
          <Text c="dimmed" size="sm">
            {league.data.name} · {league.data.seasonName}
          </Text>
        )}
      </div>
      <ScheduleCalendar leagueId={league.leagueId} teams={league.data?.teams ?? []} />
      {league.data?.isCommissioner && <ScheduleUploader leagueId={league.leagueId} />}
      {league.data && !league.data.isCommissioner && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          Only the commissioner can upload a schedule for this league.
        </Alert>
      )}
    </Stack>
  );
}
