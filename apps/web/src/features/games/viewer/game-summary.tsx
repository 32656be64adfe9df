import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatGaa,
  formatIceTime,
  formatSavePercentage,
  type SimulationData,
  type TeamSide,
} from '@rinkside/domain';
import { gameSummary } from './summary-model';

interface Props {
  data: SimulationData;
  home: string;
  away: string;
}

/** Game Summary tab: scoring and penalties by period, the shootout, and the goalies. */
export function GameSummary({ data, home, away }: Props) {
  const { periods, shootout } = gameSummary(data);
  const teamName = (side: TeamSide) => (side === 'home' ? home : away);
  return (
    <Stack gap="md">
      {periods.map((period) => (
        <Paper
          key={period.period}
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={`${period.label} summary`}
        >
          <Title order={3} fz="md" mb="xs">
            {period.label}
          </Title>
          <Text size="sm" fw={700} mb={4}>
            Scoring
          </Text>
          {period.goals.length === 0 && (
            <Text size="sm" c="dimmed" mb="sm">
              No scoring
            </Text>
          )}
          <Stack gap={6} mb="sm">
            {period.goals.map((goal, i) => (
              <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
                <Text size="sm" ff="monospace" c="dimmed" w={44} style={{ flexShrink: 0 }}>
                  {goal.time}
                </Text>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={700}>
                      {goal.scorer}
                    </Text>
                    {goal.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="light" color={tag === 'PP' ? 'green' : 'orange'}>
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {teamName(goal.team)} ·{' '}
                    {goal.assists.length > 0 ? `Assists: ${goal.assists.join(', ')}` : 'Unassisted'}
                  </Text>
                </Stack>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {goal.score}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text size="sm" fw={700} mb={4}>
            Penalties
          </Text>
          {period.penalties.length === 0 && (
            <Text size="sm" c="dimmed">
              No penalties
            </Text>
          )}
          <Stack gap={4}>
            {period.penalties.map((penalty, i) => (
              <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
                <Text size="sm" ff="monospace" c="dimmed" w={44} style={{ flexShrink: 0 }}>
                  {penalty.time}
                </Text>
                <Text size="sm" style={{ flex: 1 }}>
                  {penalty.player} ({teamName(penalty.team)}): {penalty.infraction}, {penalty.minutes} min
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      {shootout.length > 0 && (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label="Shootout summary"
        >
          <Title order={3} fz="md" mb="xs">
            Shootout
          </Title>
          <Stack gap={4}>
            {shootout.map((attempt, i) => (
              <Text key={i} size="sm">
                Round {attempt.round}: {attempt.shooter} ({teamName(attempt.team)}) —{' '}
                <Text span fw={700} c={attempt.scored ? 'green' : 'dimmed'}>
                  {attempt.scored ? 'Goal' : 'No goal'}
                </Text>
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
      <Goalies data={data} home={home} away={away} />
    </Stack>
  );
}

function Goalies({ data, home, away }: Props) {
  const lines = [
    ...Object.values(data.goalieStats.teamA).map((g) => ({ team: home, g })),
    ...Object.values(data.goalieStats.teamB).map((g) => ({ team: away, g })),
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Goalies">
      <Title order={3} fz="md" mb="xs">
        Goalies
      </Title>
      <Table.ScrollContainer minWidth={460}>
        <Table fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Goalie</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">Saves / Shots</Table.Th>
              <Table.Th ta="right">SV%</Table.Th>
              <Table.Th ta="right">GAA</Table.Th>
              <Table.Th ta="right">TOI</Table.Th>
              <Table.Th ta="right">Decision</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ team, g }) => (
              <Table.Tr key={String(g.playerId)}>
                <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                  {g.firstName} {g.lastName}
                </Table.Th>
                <Table.Td>{team}</Table.Td>
                <Table.Td ta="right">
                  {g.saves} / {g.shotsAgainst}
                </Table.Td>
                <Table.Td ta="right">{formatSavePercentage(g.savePercentage, g.shotsAgainst)}</Table.Td>
                <Table.Td ta="right">{formatGaa(g.gaa)}</Table.Td>
                <Table.Td ta="right">{formatIceTime(g.icetime)}</Table.Td>
                <Table.Td ta="right">{g.decision ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
