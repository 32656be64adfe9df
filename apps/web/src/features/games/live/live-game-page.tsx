import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import type { SimulationData } from '@rinkside/domain';
import {
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconPlayerTrackNext,
  IconTrophy,
} from '@tabler/icons-react';
import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { shootoutPeriodOf } from '../shared/play-labels';
import { rosterIndex } from '../shared/roster-index';
import { BackToGameCenter, GameLoadError, GameLoading, MissingGameData } from '../shared/game-states';
import { useGameData, type GameNavigationState } from '../shared/use-game-data';
import { LiveRink } from './live-rink';
import { LiveScoreboard } from './live-scoreboard';
import { OnIce } from './on-ice';
import { PlayFeed } from './play-feed';
import { initialPlayback, isFinished, PLAYBACK_SPEEDS, playbackReducer, snapshotAt } from './playback';

/** SPEC §2 Live game playback (/league/{leagueId}/game/live?gameId=). */
export function LiveGamePage() {
  const game = useGameData();
  return (
    <Stack gap="md">
      <BackToGameCenter />
      <Title order={1} fz="h2">
        Live Game Playback
      </Title>
      {game.isLoading && <GameLoading />}
      {game.error !== null && !game.data && <GameLoadError error={game.error} onRetry={game.retry} />}
      {!game.isLoading && !game.error && (game.data?.events.length ?? 0) === 0 && (
        <MissingGameData waiting={game.gameId > 0 && !game.isSimulated} />
      )}
      {game.data && game.data.events.length > 0 && (
        <Playback
          data={game.data}
          gameId={game.gameId}
          home={game.home}
          away={game.away}
          abbreviations={[game.homeAbbreviation, game.awayAbbreviation]}
        />
      )}
    </Stack>
  );
}

interface PlaybackProps {
  data: SimulationData;
  gameId: number;
  home: string;
  away: string;
  abbreviations: [string, string];
}

function Playback({ data, gameId, home, away, abbreviations }: PlaybackProps) {
  const { events } = data;
  const reducer = useMemo(() => playbackReducer(events), [events]);
  const [state, dispatch] = useReducer(reducer, initialPlayback);
  const snapshot = useMemo(() => snapshotAt(events, state.shown), [events, state.shown]);
  const players = useMemo(() => rosterIndex(data), [data]);
  const finished = isFinished(events, state);
  const speed = PLAYBACK_SPEEDS[state.speedIndex] ?? PLAYBACK_SPEEDS[0];
  const navigate = useNavigate();

  // SPEC §4: one event per tick at the chosen speed.
  useEffect(() => {
    if (!state.playing || finished) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), speed);
    return () => clearTimeout(timer);
  }, [state.playing, state.shown, finished, speed]);

  // SPEC §2: the end goes to the viewer, replacing this page in the history.
  const toViewer = () => {
    const viewerState: GameNavigationState = {
      simulationData: data,
      home,
      away,
      homeAbbreviation: abbreviations[0],
      awayAbbreviation: abbreviations[1],
      selectedTab: 'Game Viewer',
    };
    void navigate(`../viewer?gameId=${gameId}`, { relative: 'path', replace: true, state: viewerState });
  };

  return (
    <Stack gap="md">
      <LiveScoreboard
        snapshot={snapshot}
        home={home}
        away={away}
        shootoutPeriod={shootoutPeriodOf(data)}
        finished={finished}
      />
      {finished && (
        <Alert color="green" icon={<IconTrophy size={18} />} title="Game Complete" role="status">
          Final: {home} {data.homeScore} - {away} {data.awayScore}
        </Alert>
      )}
      <Group gap="xs" role="toolbar" aria-label="Playback controls">
        <Button
          variant="light"
          disabled={finished}
          onClick={() => dispatch({ type: 'toggle-pause' })}
          leftSection={
            state.playing ? (
              <IconPlayerPause size={16} aria-hidden />
            ) : (
              <IconPlayerPlay size={16} aria-hidden />
            )
          }
        >
          {state.playing ? 'Pause' : 'Resume'}
        </Button>
        <Button
          variant="light"
          disabled={finished}
          onClick={() => dispatch({ type: 'cycle-speed' })}
          aria-label={`Speed: ${speed / 1000} s per event (change speed)`}
        >
          Speed: {speed / 1000}s
        </Button>
        <Button
          variant="light"
          disabled={finished}
          onClick={() => dispatch({ type: 'simulate-period' })}
          leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
        >
          Simulate Period
        </Button>
        <Button onClick={toViewer} leftSection={<IconPlayerSkipForward size={16} aria-hidden />}>
          {finished ? 'View Summary' : 'Skip to End'}
        </Button>
      </Group>
      {/* The rink beside the play-by-play; on a phone above it. */}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LiveRink
            data={data}
            shown={state.shown}
            snapshot={snapshot}
            home={home}
            away={away}
            abbreviations={abbreviations}
            shootoutPeriod={shootoutPeriodOf(data)}
            finished={finished}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PlayFeed plays={snapshot.plays} home={home} away={away} />
        </Grid.Col>
        <Grid.Col span={12}>
          <OnIce onIce={snapshot.onIce} players={players} home={home} away={away} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
