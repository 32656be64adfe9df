import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { formatLeagueDate } from '@rinkside/domain';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useDraftProspects } from './api/get-draft-prospects';
import { ProspectRankings } from './components/prospect-rankings';

/** /league/{leagueId}/draft/prospects: the draft class as the scouts rank it, with filters. */
export function DraftProspectsPage() {
  const leagueId = useLeagueId();
  const query = useDraftProspects(leagueId);
  const timeZone = useLeagueTimeZone(leagueId);
  const [position, setPosition] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [availableOnly, setAvailableOnly] = useState(false);
  const all = query.data?.prospects ?? [];
  const positions = [...new Set(all.map((p) => p.position))].sort();
  const countries = [...new Set(all.map((p) => p.country))].sort();
  const shown = all.filter(
    (p) =>
      (position === null || p.position === position) &&
      (country === null || p.country === country) &&
      (!availableOnly || !p.drafted),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {query.data ? `${String(query.data.year)} Draft Prospects` : 'Draft Prospects'}
          </Title>
          <Text size="sm" c="dimmed">
            The scouts&apos; view of the class: a projected range of potential that narrows as the draft
            nears.
          </Text>
        </div>
        <Anchor component={Link} to={`/league/${leagueId}/draft`} size="sm">
          Draft room
        </Anchor>
      </Group>
      {query.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-label="Loading the prospects" />
        </Center>
      ) : query.isError ? (
        <QueryErrorAlert
          title="Failed to load the prospects"
          message={errorMessage(query.error, 'Failed to load the prospects')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data.visible ? (
        <Alert color="gray" icon={<IconEyeOff size={18} />} title="The scouts have not seen this class yet">
          {query.data.visibleFrom
            ? `The class shows from ${timeZone ? formatLeagueDate(query.data.visibleFrom, timeZone) : 'mid-season'}, the middle of the regular season.`
            : 'The class shows from the middle of the regular season.'}
        </Alert>
      ) : (
        <>
          <Stack gap={4} maw={420}>
            <Text size="sm">
              Scouting sharpness: <strong>{Math.round(query.data.scoutingProgress * 100)}%</strong>
            </Text>
            <Progress value={query.data.scoutingProgress * 100} aria-label="Scouting sharpness" />
            <Text size="xs" c="dimmed">
              0% at mid-season (wide ranges), 100% on draft day.
            </Text>
          </Stack>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Position"
              placeholder="All"
              clearable
              data={positions}
              value={position}
              onChange={setPosition}
              w={120}
            />
            <Select
              label="Country"
              placeholder="All"
              clearable
              searchable
              data={countries}
              value={country}
              onChange={setCountry}
              w={160}
            />
            <Switch
              label="Available only"
              checked={availableOnly}
              onChange={(e) => setAvailableOnly(e.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <ProspectRankings leagueId={leagueId} prospects={shown} />
        </>
      )}
    </Stack>
  );
}
