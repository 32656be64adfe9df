import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useActiveSeason } from '../api/get-active-season';
import { createGame } from '../api/create-game';
import { scheduleQueryOptions } from '../../../lib/queries/get-schedule';
import { userGamesQueryOptions } from '../api/get-user-games';
import {
  createGameRequests,
  mapScheduleTeams,
  parseScheduleCsv,
  sampleScheduleCsv,
  type MappedGame,
} from './schedule-csv';
import { NO_GAMES_TO_UPLOAD, seasonErrorText, uploadErrorText } from './upload-messages';

// SPEC §4 uploader: file parsed, teams mapped, ready, uploading with progress, success or error.
type UploadState =
  | { step: 'idle' }
  | { step: 'ready'; rows: number; games: MappedGame[] }
  | { step: 'uploading'; games: MappedGame[]; done: number }
  | { step: 'success'; count: number }
  | { step: 'error'; message: string; rows?: number; games?: MappedGame[] };

/** SPEC §2/§5/§7 schedule uploader: a CSV of homeTeam, awayTeam, date; one create-game call per game. */
export function ScheduleUploader({ leagueId }: { leagueId: number }) {
  const season = useActiveSeason(leagueId);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const uploading = state.step === 'uploading';

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen || !season.data) return setState({ step: 'idle' });
    const parsed = parseScheduleCsv(await chosen.text());
    if (!parsed.ok) return setState({ step: 'error', message: parsed.error });
    const mapped = mapScheduleTeams(parsed.value, season.data.teams);
    if (!mapped.ok) return setState({ step: 'error', message: mapped.error, rows: parsed.value.length });
    setState({ step: 'ready', rows: parsed.value.length, games: mapped.value });
  };

  const upload = async (games: MappedGame[]) => {
    if (!season.data || games.length === 0) return setState({ step: 'error', message: NO_GAMES_TO_UPLOAD });
    const requests = createGameRequests(games, season.data.id, leagueId);
    setState({ step: 'uploading', games, done: 0 });
    for (const [i, request] of requests.entries()) {
      try {
        await createGame(request);
      } catch (error) {
        const game = games[i];
        const details = `game ${i + 1} of ${games.length} (${game?.awayName} @ ${game?.homeName} on ${game?.date}); ${i} uploaded before it`;
        if (mounted.current)
          setState({ step: 'error', message: uploadErrorText(error, details), games: games.slice(i) });
        void invalidate();
        return;
      }
      if (mounted.current) setState({ step: 'uploading', games, done: i + 1 });
    }
    void invalidate();
    if (mounted.current) {
      setFile(null);
      setState({ step: 'success', count: games.length });
    }
  };

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleQueryOptions(leagueId).queryKey }),
      queryClient.invalidateQueries({ queryKey: userGamesQueryOptions(leagueId).queryKey }),
    ]);

  const downloadSample = () => {
    const sample = sampleScheduleCsv(season.data?.teams ?? [], new Date());
    if (!sample.ok) return setState({ step: 'error', message: sample.error });
    const url = URL.createObjectURL(new Blob([sample.value], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'schedule-sample.csv' });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const pending = state.step === 'ready' ? state.games : state.step === 'error' ? state.games : undefined;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="upload-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="upload-title">
          Upload Schedule
        </Title>
        <Text size="sm" c="dimmed">
          A CSV file with the header <Code>homeTeam, awayTeam, date</Code>, one game a line. Columns may be
          separated by commas, tabs, pipes or semicolons. Teams by name or abbreviation; dates like
          2026-10-07.
        </Text>
        {season.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Season not loaded">
            <Text size="sm">{seasonErrorText(season.error)}</Text>
            <Button mt="sm" size="xs" color="red" variant="light" onClick={() => void season.refetch()}>
              Try Again
            </Button>
          </Alert>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            label="Schedule CSV file"
            placeholder={season.isPending ? 'Loading season…' : 'Choose a .csv file'}
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            value={file}
            onChange={(f) => void choose(f)}
            disabled={!season.data || uploading}
            clearable
            leftSection={<IconFileUpload size={16} aria-hidden />}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={downloadSample}
            disabled={!season.data}
          >
            Download sample CSV
          </Button>
        </Group>
        {state.step === 'ready' && (
          <Group gap="xs" aria-label="Upload steps">
            <StepBadge label={`File parsed: ${state.rows} rows`} />
            <StepBadge label="Teams mapped" />
            <StepBadge label={`Ready: ${state.games.length} games`} />
          </Group>
        )}
        {state.step === 'uploading' && (
          <Stack gap={4}>
            <Text size="sm">
              Uploading {state.done} of {state.games.length} games…
            </Text>
            <Progress value={(state.done / state.games.length) * 100} animated aria-label="Upload progress" />
          </Stack>
        )}
        {state.step === 'success' && (
          <Alert color="green" icon={<IconCheck size={18} />} title="Schedule uploaded" role="status">
            {state.count} games were added to the schedule.
          </Alert>
        )}
        {state.step === 'error' && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Upload problem" role="alert">
            {state.message}
          </Alert>
        )}
        {(state.step === 'ready' || (state.step === 'error' && pending)) && (
          <Button
            w="fit-content"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => void upload(pending ?? [])}
          >
            {state.step === 'error'
              ? `Retry ${pending?.length ?? 0} games`
              : `Upload ${pending?.length ?? 0} games`}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function StepBadge({ label }: { label: string }) {
  return (
    <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
      {label}
    </Badge>
  );
}
