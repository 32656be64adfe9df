import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';

type LinesMessageProps = { kind: 'loading' } | { kind: 'no-team' } | { kind: 'no-players'; teamName: string };

/** The line editor's full-page states: loading, no team of one's own, a team without players. */
export function LinesMessage(props: LinesMessageProps) {
  if (props.kind === 'loading')
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="dimmed">Loading team...</Text>
        </Stack>
      </Center>
    );
  const [title, text] =
    props.kind === 'no-team'
      ? [
          'No Team Found',
          'You are not the GM of a team in this league. Pick a team in the Teams tab or ask the commissioner for GM access.',
        ]
      : ['No Players', `${props.teamName} has no active players to put in the lineup yet.`];
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconUsersGroup size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
