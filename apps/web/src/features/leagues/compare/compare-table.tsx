import { ActionIcon, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { ComparedPlayer } from '@rinkside/domain';
import { IconX } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import classes from './compare-charts.module.css';
import { playerColor } from './compare-colors';
import { compareSections } from './compare-rows';

/** The players side by side, a column each; on a phone the table scrolls sideways, the labels stay put. */
export function CompareTable({
  leagueId,
  players,
  seasonLabel,
  onRemove,
}: {
  leagueId: number;
  players: readonly ComparedPlayer[];
  seasonLabel: string | null;
  onRemove: (id: number) => void;
}) {
  const sections = compareSections(players, seasonLabel);
  return (
    <Table.ScrollContainer minWidth={140 + players.length * 150} type="native">
      <Table striped highlightOnHover withTableBorder fz="sm" aria-label="Players side by side" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={140} className={classes.rowName}>
              <Text size="xs" c="dimmed">
                Compared
              </Text>
            </Table.Th>
            {players.map((p, i) => (
              <Table.Th key={p.id} scope="col" data-testid="compare-column">
                <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={`/league/${leagueId}/player/${p.id}`}
                      fw={700}
                      style={{ borderBottom: `3px solid ${playerColor(i)}` }}
                    >
                      {p.firstName} {p.lastName}
                    </Anchor>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Remove ${p.firstName} ${p.lastName} from the comparison`}
                    onClick={() => onRemove(p.id)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Fragment key={section.title}>
              <Table.Tr>
                <Table.Th
                  scope="colgroup"
                  colSpan={players.length + 1}
                  bg="var(--mantine-color-default-hover)"
                >
                  {section.title}
                </Table.Th>
              </Table.Tr>
              {section.rows.map((r) => (
                <Table.Tr key={`${section.title}-${r.label}`}>
                  <Table.Th scope="row" fw={500} className={classes.rowName}>
                    {r.label}
                  </Table.Th>
                  {r.cells.map((cell, i) => (
                    <Table.Td key={players[i]?.id ?? i} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
