import { Badge, Center, Loader, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { DraftPick } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';

/** SPEC §2 Draft Picks: years by rounds 1 to the league's rounds, each cell the picks the team owns there, acquired ones 'via' their first team. */
export function DraftPicksGrid({
  picks,
  teamId,
  rounds,
}: {
  picks: UseQueryResult<DraftPick[]>;
  teamId: number;
  rounds: number;
}) {
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
  const lastRound = Math.max(rounds, ...picks.data.map((p) => p.round));
  const ROUNDS = Array.from({ length: lastRound }, (_, i) => i + 1);
  const cell = (year: number, round: number) =>
    picks.data.filter((p) => p.year === year && p.round === round);

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Table.ScrollContainer minWidth={120 + 90 * lastRound}>
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
            {own ? 'Own' : `via ${pick.originalTeam.abbreviation}`}
            {pick.conditions ? ' *' : ''}
          </Badge>
        );
        // An acquired pick names the team it came from in full; a conditional one says its terms.
        const about = [
          own ? null : `${pick.originalTeam.name}'s pick, acquired by trade`,
          pick.conditions ? `Conditional: ${pick.conditions}` : null,
        ].filter((line) => line !== null);
        return about.length > 0 ? (
          <Tooltip key={pick.id} label={about.join('. ')}>
            {badge}
          </Tooltip>
        ) : (
          badge
        );
      })}
    </Stack>
  );
}
