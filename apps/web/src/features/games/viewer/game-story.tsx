import { SectionPanel } from '../../../components/section-panel';
import { Stack, Text } from '@mantine/core';
import { gameStoryOf, type SimulationData } from '@rinkside/domain';
import { useMemo } from 'react';
import { nameOf, rosterIndex } from '../shared/roster-index';

interface Props {
  data: SimulationData;
  home: string;
  away: string;
}

/** The game in a few sentences: the result, the lead, hat tricks, the deciding goal, a standout goalie. */
export function GameStory({ data, home, away }: Props) {
  const lines = useMemo(() => {
    const players = rosterIndex(data);
    return gameStoryOf(data, { teams: { home, away }, player: (id) => nameOf(players, id) });
  }, [data, home, away]);
  return (
    <SectionPanel title="The story" titleId="game-story-title">
      <Stack gap={6}>
        {lines.map((line, i) => (
          <Text key={i} size="sm" fw={line.kind === 'result' ? 700 : undefined} data-kind={line.kind}>
            {line.text}
          </Text>
        ))}
      </Stack>
    </SectionPanel>
  );
}
