import { Alert, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCapHit, type TradePreview, type TradeTeamPosition } from '@rinkside/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { PayrollBreakdown } from '../../../components/payroll-breakdown';
import { errorMessage } from '../../../lib/http';

const signedCap = (amount: number) => (amount < 0 ? `−${formatCapHit(-amount)}` : formatCapHit(amount));

function TeamAfter({ position }: { position: TradeTeamPosition }) {
  const over = position.payrollAfter > position.capLimit;
  const change = position.payrollAfter - position.payrollBefore;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {position.team.name}
      </Text>
      <Text size="sm">
        Payroll {formatCapHit(position.payrollBefore)} →{' '}
        <Text span fw={600} c={over ? 'red' : undefined}>
          {formatCapHit(position.payrollAfter)}
        </Text>{' '}
        <Text span size="xs" c="dimmed">
          ({change >= 0 ? '+' : '−'}
          {formatCapHit(Math.abs(change))}) of {formatCapHit(position.capLimit)}
        </Text>
      </Text>
      <Text size="sm">
        Cap space after{' '}
        <Text span fw={600} c={over ? 'red' : undefined}>
          {signedCap(position.capLimit - position.payrollAfter)}
        </Text>
      </Text>
      <Text size="sm">
        Active roster {position.activeBefore} → {position.activeAfter} · {position.contractsAfter} contracts
        after
      </Text>
      <PayrollBreakdown
        breakdown={position.breakdownAfter}
        payroll={position.payrollAfter}
        title={`${position.team.abbrev} payroll after, as on the cap sheet`}
        burialNote={false}
      />
    </Stack>
  );
}

/**
 * Both teams after the trade as the server sees it, and every problem in words. `pending`: the selection
 * changed and the answer for it has not come yet.
 */
export function TradePreviewPanel({
  preview,
  empty,
}: {
  preview: UseQueryResult<TradePreview>;
  /** Nothing is ticked yet: there is nothing to preview. */
  empty: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby="trade-preview"
      aria-live="polite"
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="md" id="trade-preview">
          After the trade
        </Title>
        {preview.isFetching && !empty && <Loader size="xs" aria-label="Checking the trade" />}
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          Tick the players and picks each team gives to see both teams after the trade.
        </Text>
      ) : preview.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="This trade cannot be checked">
          {errorMessage(preview.error, 'The trade could not be checked. Try again in a moment.')}
        </Alert>
      ) : !preview.data ? (
        <Text size="sm" c="dimmed">
          Checking the trade…
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {preview.data.teams.map((position) => (
              <TeamAfter key={position.team.id} position={position} />
            ))}
          </SimpleGrid>
          {preview.data.problems.length > 0 ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Fix these before sending">
              <List size="sm" spacing={2}>
                {preview.data.problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Group gap={6} c="green">
              <IconCircleCheck size={18} aria-hidden />
              <Text size="sm">Both teams stay cap- and roster-legal.</Text>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}
