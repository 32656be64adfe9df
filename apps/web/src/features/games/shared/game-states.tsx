import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';

export function BackToGameCenter() {
  return (
    <Button
      component={Link}
      to=".."
      relative="path"
      variant="subtle"
      size="xs"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      w="fit-content"
    >
      Game Center
    </Button>
  );
}

export function GameLoading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed">Loading game...</Text>
      </Stack>
    </Center>
  );
}

export function GameLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title="Failed to Load Game">
      <Text size="sm">{errorMessage(error, FETCH_FAILED_MESSAGE)}</Text>
      <Button mt="sm" size="xs" color="red" variant="light" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}

/** SPEC §8 'Missing game data…': no events to show (no game id, or the game is not simulated yet). */
export function MissingGameData({ waiting }: { waiting: boolean }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="xs">
        <Title order={2} fz="h3">
          Missing game data…
        </Title>
        <Text c="dimmed" maw={420}>
          {waiting
            ? 'This game has not been simulated yet. It appears here as soon as the server has played it.'
            : 'Open a game from the Game Center to watch it or read its summary.'}
        </Text>
        {waiting && <Loader size="sm" aria-label="Waiting for the simulation" />}
      </Stack>
    </Paper>
  );
}
