import { Group, Progress, Text } from '@mantine/core';

/** How talks stand in a word, by his mood (docs/decisions/044: below 20 he walks away). */
export function moodWord(mood: number): string {
  if (mood >= 70) return 'Keen';
  if (mood >= 50) return 'Open';
  if (mood >= 35) return 'Wary';
  return 'Upset';
}

const moodColor = (mood: number) => (mood >= 50 ? 'green' : mood >= 35 ? 'yellow' : 'red');

/** His mood, 0 to 100, as a labelled meter. */
export function MoodMeter({ mood, name }: { mood: number; name: string }) {
  return (
    <Group gap={6} wrap="nowrap" miw={110}>
      <Progress
        value={mood}
        color={moodColor(mood)}
        w={56}
        size="sm"
        aria-label={`${name}'s mood: ${mood} of 100 (${moodWord(mood)})`}
      />
      <Text size="xs" aria-hidden>
        {moodWord(mood)}
      </Text>
    </Group>
  );
}
