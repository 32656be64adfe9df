import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCapHit, type Contract, type PlayerStatus } from '@rinkside/domain';

/** The player's stored contract: cap hit (SPEC §9 format), years left, and roster status. */
export function ContractCard({ contract, status }: { contract: Contract; status: PlayerStatus }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Contract">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>Contract</Text>
        <Badge variant="dot" tt="capitalize">
          {status}
        </Badge>
      </Group>
      <Group grow gap="md">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Cap hit
          </Text>
          <Text fz={22} fw={800}>
            {formatCapHit(contract.capHit)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Years left
          </Text>
          <Text fz={22} fw={800}>
            {contract.yearsLeft}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
