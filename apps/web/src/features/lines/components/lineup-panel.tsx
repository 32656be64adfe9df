import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Lineup, LineupSlot, PlayerId, StoredPlayer } from '@rinkside/domain';
import { useState } from 'react';
import { LINEUP_TABS, SLOT_LABELS, type LineupTab } from '../lineup-layout';
import { LineupSlotBox } from './lineup-slot';

interface LineupPanelProps {
  lineup: Lineup;
  players: ReadonlyMap<number, StoredPlayer>;
  duplicates: ReadonlyMap<PlayerId, LineupSlot[]>;
  /** Hurt players by id, with their status ('Injured (back Oct 24)'), to warn on their slots. */
  hurt: ReadonlyMap<PlayerId, string>;
  editable: boolean;
  onClear: (slot: LineupSlot) => void;
}

// Phones: at most three slots a row; a PP unit's defence pair goes under its forwards, a PK unit 2 + 2.
const columns = (tab: LineupTab) => {
  const perRow = tab.rows[0]?.slots.length ?? 3;
  return { base: perRow === 4 ? 2 : Math.min(3, perRow), sm: perRow };
};

/** SPEC §2 Lines, right: the lineup by tab, each slot a drop target. */
export function LineupPanel({ lineup, players, duplicates, hurt, editable, onClear }: LineupPanelProps) {
  const [tab, setTab] = useState<string | null>('forwards');

  const warningFor = (slot: LineupSlot, id: PlayerId | null) => {
    const status = id === null ? undefined : hurt.get(id);
    const slots = id === null ? undefined : duplicates.get(id);
    const twice = slots?.includes(slot)
      ? `Also in ${slots
          .filter((s) => s !== slot)
          .map((s) => SLOT_LABELS[s])
          .join(', ')}`
      : undefined;
    return [status, twice].filter(Boolean).join(' · ') || undefined;
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
