import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Lineup, LineupSlot, PlayerId, StoredPlayer } from '@rinkside/domain';
import { useState } from 'react';
import { LINEUP_TABS, SLOT_LABELS, type LineupTab } from '../lineup-layout';
import { LineupSlotBox } from './lineup-slot';

interface LineupPanelProps {
  lineup: Lineup;
  players: ReadonlyMap<number, StoredPlayer>;
  duplicates: ReadonlyMap<PlayerId, LineupSlot[]>;
  editable: boolean;
  onClear: (slot: LineupSlot) => void;
}

const columns = (tab: LineupTab) => ({
  base: tab.rows[0]?.slots.length === 5 ? 2 : (tab.rows[0]?.slots.length ?? 3),
  sm: tab.rows[0]?.slots.length ?? 3,
});

/** SPEC §2 Lines, right: the lineup by tab, each slot a drop target. */
export function LineupPanel({ lineup, players, duplicates, editable, onClear }: LineupPanelProps) {
  const [tab, setTab] = useState<string | null>('forwards');

  const warningFor = (slot: LineupSlot, id: PlayerId | null) => {
    const others = id === null ? undefined : duplicates.get(id)?.filter((s) => s !== slot);
    if (!others || others.length === 0 || !duplicates.get(id ?? -1)?.includes(slot)) return undefined;
    return `Also in ${others.map((s) => SLOT_LABELS[s]).join(', ')}`;
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lineup-title">
      <Title order={2} fz="lg" id="lineup-title" mb="sm">
        Lineup
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {LINEUP_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LINEUP_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <Stack gap="md">
              {t.rows.map((row) => (
                <div key={row.label}>
                  <Text size="sm" fw={700} mb={6}>
                    {row.label}
                  </Text>
                  <SimpleGrid cols={columns(t)} spacing="xs">
                    {row.slots.map(({ slot, label }) => {
                      const id = lineup[slot];
                      const player = typeof id === 'number' ? (players.get(id) ?? null) : null;
                      return (
                        <LineupSlotBox
                          key={slot}
                          slot={slot}
                          label={label}
                          player={player}
                          unknownId={player ? null : id}
                          warning={warningFor(slot, id)}
                          editable={editable}
                          players={players}
                          onClear={onClear}
                        />
                      );
                    })}
                  </SimpleGrid>
                </div>
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
