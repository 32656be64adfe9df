import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCapHit, type PlayerDetail } from '@rinkside/domain';

/** Why a player holds no contract, in words; null for a player under contract. */
export function unsignedWords(player: Pick<PlayerDetail, 'status' | 'team'>): string | null {
  if (player.status === 'draft') return 'In the draft class: no contract until a team drafts and signs him.';
  if (player.status === 'prospect')
    return `Unsigned draft pick: ${player.team?.name ?? 'his team'} holds his rights until he signs an entry-level contract.`;
  if (player.team === null)
    return 'Free agent: no contract. Teams may offer him one on the Free Agents page.';
  return null;
}

/** The player's stored contract (cap hit in the SPEC §9 format, years left), roster status and details. */
export function ContractCard({ player }: { player: PlayerDetail }) {
  const { contract, status } = player;
  const unsigned = unsignedWords(player);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Contract">
      <Group justify="space-between" mb="xs">
        <Text fw={700}>Contract</Text>
        <Badge variant="dot" tt="capitalize">
          {status}
        </Badge>
      </Group>
      {unsigned ? (
        <Text size="sm" c="dimmed">
          {unsigned}
        </Text>
      ) : (
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
      )}
      <Table mt="md" fz="sm" verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {details(player).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th c="dimmed" fw={500} w="45%" pl={0}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function details(player: PlayerDetail): [string, string][] {
  return [
    ['Natural position', player.naturalPosition.split(',').join(', ')],
    [
      'Assigned position',
      player.assignedPosition ?? (player.teamId === null ? 'None' : 'Not on the depth chart'),
    ],
    ['Shoots', player.handedness === 'L' ? 'Left' : 'Right'],
    ['Height', `${Math.floor(player.height / 12)}'${player.height % 12}"`],
    ['Weight', `${player.weight} lb`],
    ['Country', player.country],
  ];
}
