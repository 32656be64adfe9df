import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LotteryResult } from '@rinkside/domain';
import { useState } from 'react';
import { revealOrder } from '../lottery-verification';

/**
 * The lottery's picks revealed one at a time, from the last lottery pick up to the first overall; once all
 * are shown, the order reads from the first pick down.
 */
export function LotteryReveal({ lottery }: { lottery: LotteryResult }) {
  const lines = revealOrder(lottery);
  const [shown, setShown] = useState(0);
  const done = shown >= lines.length;
  const next = lines[shown];

  return (
    <Stack gap="xs" component="section" aria-labelledby="lottery-reveal">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="lottery-reveal">
          The order
        </Title>
        <Group gap="xs">
          <Button size="xs" disabled={done} onClick={() => setShown((n) => n + 1)}>
            {next ? `Reveal pick ${String(next.pick)}` : 'Reveal next'}
          </Button>
          <Button size="xs" variant="default" disabled={done} onClick={() => setShown(lines.length)}>
            Reveal all
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md">
        <Table verticalSpacing={6} data-testid="lottery-order">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Pick</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th>Before the lottery</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-live="polite">
            {(done ? [...lines].reverse() : lines).map((line, index) => {
              const revealed = done || index < shown;
              const moved = line.fromPlace - line.pick;
              return (
                <Table.Tr key={line.pick} data-testid={revealed ? 'revealed-pick' : 'hidden-pick'}>
                  <Table.Td fw={700}>{line.pick}</Table.Td>
                  <Table.Td>
                    {revealed ? (
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {line.team.name}
                        </Text>
                        {line.draw !== null && (
                          <Badge size="sm" color="grape">
                            Won draw {line.draw}
                          </Badge>
                        )}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        ?
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {revealed && (
                      <Text size="sm" c={moved > 0 ? 'green' : moved < 0 ? 'red' : 'dimmed'}>
                        Place {line.fromPlace}
                        {moved > 0 ? ` (up ${String(moved)})` : moved < 0 ? ` (down ${String(-moved)})` : ''}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
