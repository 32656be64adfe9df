import { SectionPanel } from '../../../components/section-panel';
import { Box, Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { goalieIdsOf, shotAttemptsOf, type SimulationData, type TeamSide } from '@rinkside/domain';
import { useMemo, useState } from 'react';
import { RinkSheet } from '../../../components/rink/rink-sheet';
import { ShotLegend } from '../../../components/rink/shot-marker';
import { ShotMarkers, type MarkerItem } from '../../../components/rink/shot-markers';
import { useShownMarker } from '../../../components/rink/use-shown-marker';
import { rosterIndex } from '../shared/roster-index';
import { AttemptCard } from './attempt-card';
import {
  ALL_SHOTS,
  attemptLabel,
  attemptStory,
  filterAttempts,
  isLocated,
  periodChoices,
  placeOf,
  type ShotFilter,
} from './shot-map-model';
import { TeamKey } from './team-key';

interface Props {
  data: SimulationData;
  home: string;
  away: string;
  abbreviations: [home: string, away: string];
}

/** A team's choice: its abbreviation on screen (the filters fit a phone), its full name read aloud. */
const teamChoice = (abbreviation: string, name: string) => (
  <>
    <span aria-hidden>{abbreviation}</span>
    <VisuallyHidden>{name}</VisuallyHidden>
  </>
);

const PERIOD_NAMES: Record<string, string> = { all: 'All', '1': '1st', '2': '2nd', '3': '3rd', OT: 'OT' };

/** Every shot attempt where it was taken, the home team attacking right; filters by team, period, strength. */
export function ShotMap({ data, home, away, abbreviations }: Props) {
  const teams: Record<TeamSide, string> = { home, away };
  const attempts = useMemo(() => shotAttemptsOf(data.events, goalieIdsOf(data)), [data]);
  const players = useMemo(() => rosterIndex(data), [data]);
  const [filter, setFilter] = useState<ShotFilter>(ALL_SHOTS);
  const { shown, onShow, hide } = useShownMarker();
  const located = attempts.filter(isLocated);
  const visible = filterAttempts(located, filter);
  const told = visible.map((attempt) => ({ attempt, story: attemptStory(attempt, players, teams) }));
  const items: MarkerItem[] = told.map(({ attempt: a, story }) => ({
    key: a.index,
    point: placeOf(a),
    kind: a.kind,
    team: a.team,
    label: attemptLabel(story),
  }));
  const active = told.find(({ attempt }) => attempt.index === shown);
  const change = (next: Partial<ShotFilter>) => {
    hide();
    setFilter({ ...filter, ...next });
  };

  return (
    <SectionPanel title="Shot map" titleId="shot-map-title" order={3}>
      <Stack gap="sm">
        {attempts.length === 0 && (
          <Text size="sm" c="dimmed">
            No shot attempts in this game.
          </Text>
        )}
        {attempts.length > 0 && located.length === 0 && (
          <Text size="sm" c="dimmed">
            No shot locations were recorded for this game.
          </Text>
        )}
        {located.length > 0 && (
          <>
            <Group gap="sm" align="flex-end">
              <SegmentedControl
                size="xs"
                aria-label="Team"
                value={filter.team}
                onChange={(team) => change({ team: team as ShotFilter['team'] })}
                data={[
                  { value: 'all', label: 'Both teams' },
                  { value: 'home', label: teamChoice(abbreviations[0], home) },
                  { value: 'away', label: teamChoice(abbreviations[1], away) },
                ]}
              />
              <SegmentedControl
                size="xs"
                aria-label="Period"
                value={filter.period}
                onChange={(period) => change({ period: period as ShotFilter['period'] })}
                data={['all', ...periodChoices(located)].map((p) => ({
                  value: p,
                  label: PERIOD_NAMES[p] ?? p,
                }))}
              />
              <SegmentedControl
                size="xs"
                aria-label="Strength"
                value={filter.strength}
                onChange={(strength) => change({ strength: strength as ShotFilter['strength'] })}
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'EV', label: 'Even' },
                  { value: 'PP', label: 'Power play' },
                  { value: 'SH', label: 'Shorthanded' },
                ]}
              />
            </Group>
            <TeamKey home={home} away={away} />
            <Box pos="relative">
              <RinkSheet role="group" label={`Shot map: ${visible.length} shot attempts`}>
                <ShotMarkers items={items} active={shown} onShow={onShow} />
              </RinkSheet>
              {active && <AttemptCard attempt={active.attempt} story={active.story} />}
            </Box>
            <Group justify="space-between" gap="xs">
              <ShotLegend />
              <Text size="xs" c="dimmed" aria-live="polite">
                {visible.length === located.length
                  ? `${located.length} attempts`
                  : `${visible.length} of ${located.length} attempts`}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
