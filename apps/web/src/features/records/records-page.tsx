import { Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { RecordCategory } from '@rinkside/domain';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { type RecordScope, useRecords } from '../../lib/queries/get-records';
import { RecordTable } from './components/record-table';

const SCOPES: { value: RecordScope; label: string }[] = [
  { value: 'season', label: 'Season' },
  { value: 'game', label: 'Game' },
  { value: 'career', label: 'Career' },
];
const GROUPS: { group: RecordCategory['group']; label: string }[] = [
  { group: 'skaters', label: 'Skaters' },
  { group: 'goalies', label: 'Goalies' },
  { group: 'teams', label: 'Teams' },
];

const scopeOf = (value: string | null): RecordScope =>
  value === 'game' || value === 'career' ? value : 'season';

function ScopeRecords({ leagueId, scope }: { leagueId: number; scope: RecordScope }) {
  const records = useRecords(leagueId, scope);
  if (records.isPending)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading records">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (records.isError)
    return (
      <QueryErrorAlert
        title="Failed to Load Records"
        message={errorMessage(records.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void records.refetch()}
        retrying={records.isFetching}
      />
    );
  const { categories } = records.data;
  if (categories.every((c) => c.holders.length === 0))
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" fw={700}>
          No records yet
        </Text>
        <Text ta="center" c="dimmed" size="sm">
          Records are set as games are played: they appear once the league's first games are final.
        </Text>
      </Paper>
    );
  return (
    <Stack gap="lg">
      {GROUPS.map(({ group, label }) => {
        const inGroup = categories.filter((c) => c.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Stack key={group} gap="xs">
            <Title order={2} fz="h4">
              {label}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
              {inGroup.map((category) => (
                <RecordTable
                  key={category.key}
                  leagueId={leagueId}
                  category={category}
                  single={scope === 'game'}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * /league/{leagueId}/records?scope= (issue 34): the league's regular-season records of a season, a game and
 * a career, for skaters, goalies and teams, each with its holders best first (docs/decisions/089).
 */
export function RecordsPage() {
  const { leagueId } = useCurrentLeague();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const choose = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null || next === 'season') updated.delete('scope');
        else updated.set('scope', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Records
      </Title>
      <Text size="sm" c="dimmed">
        Regular season only. Ties go to the player or team who set the mark first.
      </Text>
      <Tabs value={scope} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label="Record scope">
          {SCOPES.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCOPES.map((s) => (
          <Tabs.Panel key={s.value} value={s.value} pt="md">
            <ScopeRecords leagueId={leagueId} scope={s.value} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
