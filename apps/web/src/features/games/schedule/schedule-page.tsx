import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { SeasonSelect } from '../../../components/season-select';
import { useCurrentLeague } from '../../../lib/league-query';
import { useSeasonChoice } from '../../../lib/season-choice';
import { ScheduleCalendar } from './schedule-calendar';
import { ScheduleUploader } from './schedule-uploader';

/**
 * SPEC §2 Schedule (/league/{leagueId}/schedule?season=&team=): the calendar (one team's games with
 * `team`), and the uploader for the commissioner; a past season's calendar alone, read-only.
 */
export function SchedulePage() {
  const league = useCurrentLeague();
  const season = useSeasonChoice(league.leagueId);
  // ?team= (the team page's Schedule) shows that team's games first.
  const [params] = useSearchParams();
  const teamParam = Number(params.get('team')) || null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Schedule
        </Title>
        {league.data && (
          <Text c="dimmed" size="sm">
            {league.data.name} · {(season.past && season.label) || league.data.seasonName}
          </Text>
        )}
      </div>
      <SeasonSelect leagueId={league.leagueId} value={season.chosen} onChange={season.choose} />
      <ScheduleCalendar
        key={season.chosen ?? 'current'}
        teamId={teamParam}
        leagueId={league.leagueId}
        teams={league.data?.teams ?? []}
        seasonId={season.seasonId}
      />
      {!season.past && league.data?.isCommissioner && <ScheduleUploader leagueId={league.leagueId} />}
      {!season.past && league.data && !league.data.isCommissioner && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          Only the commissioner can upload a schedule for this league.
        </Alert>
      )}
    </Stack>
  );
}
