import { SegmentedControl, Stack, Title } from '@mantine/core';
import type { PlayoffRound } from '@rinkside/domain';
import { useState } from 'react';
import { currentRoundIndex } from '../bracket-layout';
import type { BracketTeams } from './bracket-teams';
import { SeriesCard } from './series-card';

interface BracketRoundTabsProps {
  leagueId: number;
  rounds: readonly PlayoffRound[];
  conferences: readonly string[];
  teams: BracketTeams;
}

/** The phone bracket: one round at a time, picked with a segmented control, the round being played first. */
export function BracketRoundTabs({ leagueId, rounds, conferences, teams }: BracketRoundTabsProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const round = rounds.find((r) => String(r.round) === picked) ?? rounds[currentRoundIndex(rounds)];
  if (!round) return null;
  const groups: [string | null, PlayoffRound['series']][] =
    conferences.length > 1 && round.series.every((s) => s.conference !== null)
      ? conferences.map((name) => [name, round.series.filter((s) => s.conference === name)])
      : [[null, round.series]];

  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Playoff round"
        value={String(round.round)}
        onChange={setPicked}
        data={rounds.map((r) => ({ value: String(r.round), label: r.name }))}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
      />
      <Title order={2} fz="md">
        {round.name}
      </Title>
      {groups.map(([conference, series]) => (
        <Stack key={conference ?? 'all'} gap="xs">
          {conference && (
            <Title order={3} fz="xs" tt="uppercase" c="dimmed">
              {conference}
            </Title>
          )}
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={conference ? `${round.name}, ${conference}` : round.name}
          >
            {series.map((s) => (
              <li key={s.id}>
                <SeriesCard leagueId={leagueId} series={s} teams={teams} />
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
