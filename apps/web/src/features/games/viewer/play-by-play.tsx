import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GameEvent, SimulationData } from '@rinkside/domain';
import { useState } from 'react';
import { periodLabel, playTypeLabel, shootoutPeriodOf, STOPPAGE_LABELS } from '../shared/play-labels';

const LABEL_COLORS: Record<string, string> = {
  Goal: 'green',
  Penalty: 'red',
  'Penalty Expired': 'orange',
  Shot: 'ice',
  Save: 'ice',
};

/** Events grouped by period, in order. */
export function groupByPeriod(events: readonly GameEvent[]): [number, GameEvent[]][] {
  const groups = new Map<number, GameEvent[]>();
  for (const event of events) {
    const list = groups.get(event.period) ?? [];
    list.push(event);
    groups.set(event.period, list);
  }
  return [...groups.entries()];
}

/** SPEC §2 Play-by-Play: grouped by period, a play type label from the SPEC §9 keywords. */
export function PlayByPlay({ data, home, away }: { data: SimulationData; home: string; away: string }) {
  const [lineChanges, setLineChanges] = useState(false);
  const shootout = shootoutPeriodOf(data);
  const events = lineChanges ? data.events : data.events.filter((e) => e.type !== 'LINE_CHANGE');
  return (
    <Stack gap="md">
      <Checkbox
        label="Show line changes"
        checked={lineChanges}
        onChange={(e) => setLineChanges(e.currentTarget.checked)}
      />
      {groupByPeriod(events).map(([period, list]) => (
        <Paper
          key={period}
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-label={periodLabel(period, shootout)}
        >
          <Title order={3} fz="md" mb="sm">
            {periodLabel(period, shootout)}
          </Title>
          <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((event, i) => (
              <EventRow
                key={i}
                event={event}
                team={event.team === 'home' ? home : event.team === 'away' ? away : null}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function EventRow({ event, team }: { event: GameEvent; team: string | null }) {
  const label = playTypeLabel(event);
  const stoppage = event.stoppage ? STOPPAGE_LABELS[event.stoppage] : null;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" ff="monospace" c="dimmed" w={44} style={{ flexShrink: 0 }}>
        {event.time.slice(0, 5)}
      </Text>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6}>
          <Badge
            size="sm"
            variant={label === 'Goal' ? 'filled' : 'light'}
            color={LABEL_COLORS[label] ?? 'gray'}
          >
            {label}
          </Badge>
          {stoppage && letters(stoppage) !== letters(label) && (
            <Badge size="sm" variant="outline" color="gray">
              {stoppage}
            </Badge>
          )}
          {team && (
            <Text size="xs" c="dimmed" fw={600}>
              {team}
            </Text>
          )}
        </Group>
        <Text size="sm" fw={event.type === 'GOAL' ? 700 : undefined}>
          {event.description}
        </Text>
      </Stack>
    </Group>
  );
}
