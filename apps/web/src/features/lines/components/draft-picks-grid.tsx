import { Badge, Center, Loader, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { DraftPick } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';

const ROUNDS = [1, 2, 3, 4, 5] as const;

/** SPEC §2 Draft Picks: years by rounds 1-5, each cell the picks the team owns there. */
export function DraftPicksGrid({ picks, teamId }: { picks: UseQueryResult<DraftPick[]>; teamId: number }) {
  if (picks.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label="Loading draft picks" />
      </Center>
    );
  if (picks.isError)
    return (
      <QueryErrorAlert
        title="Failed to load draft picks"
        message={errorMessage(picks.error, 'Failed to load draft picks')}
        onRetry={() => void picks.refetch()}
        retrying={picks.isFetching}
      />
    );
  const years = [...new Set(picks.data.map((p) => p.year))].sort((a, b) => a - b);
  if (years.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        This team owns no draft picks.
      </Text>
    );
  const cell = (year: number, round: number) =>
    picks.data.filter((p) => p.year === year && p.round === round);

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Table.ScrollContainer minWidth={480}>
        <Table withColumnBorders ta="center">
          <Table.Caption>Draft picks owned, by year and round</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              {ROUNDS.map((round) => (
                <Table.Th key={round} ta="center">
                  Round {round}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {years.map((year) => (
              <Table.Tr key={year}>
                <Table.Th scope="row">{year}</Table.Th>
                {ROUNDS.map((round) => (
                  <Table.Td key={round}>
                    <PickCell picks={cell(year, round)} teamId={teamId} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function PickCell({ picks, teamId }: { picks: DraftPick[]; teamId: number }) {
  if (picks.length === 0)
    return (
      <Text size="sm" c="dimmed" aria-label="Traded away">
        —
      </Text>
    );
  return (
    <Stack gap={4} align="center">
      {picks.map((pick) => {
        const own = pick.originalTeam.id === teamId;
        const badge = (
          <Badge key={pick.id} variant={own ? 'light' : 'filled'} color={pick.conditions ? 'orange' : 'ice'}>
            {own ? 'Own' : `From ${pick.originalTeam.abbreviation}`}
            {pick.conditions ? ' *' : ''}
          </Badge>
        );
        return pick.conditions ? (
          <Tooltip key={pick.id} label={`Conditional: ${pick.conditions}`}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Stack>
  );
}
