import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { LotteryResult } from '@rinkside/domain';
import { LeagueTime } from '../../../components/league-time';
import { useLeagueId } from '../../../lib/league-query';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';

/** The published lottery: each team's odds, the seed, and every draw with the re-draws it needed. */
export function LotteryDraws({ lottery }: { lottery: LotteryResult }) {
  const timeZone = useLeagueTimeZone(useLeagueId());
  const names = new Map(lottery.entrants.map((e) => [e.team.id, e.team.name]));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-labelledby="lottery-odds">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="lottery-odds">
          Odds
        </Title>
        <Paper withBorder radius="md">
          <Table striped verticalSpacing={4} data-testid="lottery-odds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Place</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th ta="right">First draw</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lottery.entrants.map((e) => (
                <Table.Tr key={e.team.id}>
                  <Table.Td>{e.place}</Table.Td>
                  <Table.Td>{e.team.name}</Table.Td>
                  <Table.Td ta="right">{e.oddsPercent.toFixed(1)}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="lottery-draws">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="lottery-draws">
          Seed and draws
        </Title>
        <Text size="sm">
          Seed:{' '}
          <Code data-testid="lottery-seed" style={{ overflowWrap: 'anywhere' }}>
            {lottery.seed}
          </Code>
        </Text>
        <Text size="xs" c="dimmed">
          Held {timeZone ? <LeagueTime at={lottery.heldAt} timeZone={timeZone} style="dateTime" /> : '…'}.
          Anyone can recompute the draws from this seed.
        </Text>
        {lottery.draws.length === 0 ? (
          <Text size="sm" c="dimmed">
            No draws: the order stands as the standings left it.
          </Text>
        ) : (
          <Stack gap="xs">
            {lottery.draws.map((d) => (
              <Paper key={d.draw} withBorder radius="md" p="sm">
                <Text size="sm" fw={600}>
                  Draw {d.draw}: {d.team.name} win pick {d.wonPick}
                </Text>
                <Text size="xs" c="dimmed">
                  Number drawn {d.value.toFixed(6)}; place {d.fromPlace} before the lottery.
                </Text>
                {d.skipped.map((s, i) => (
                  <Text key={i} size="xs" c="orange">
                    Drawn again: {names.get(s.teamId) ?? `team ${String(s.teamId)}`} {s.reason}.
                  </Text>
                ))}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}
