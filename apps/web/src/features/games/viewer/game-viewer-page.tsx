import { Grid, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { BackToGameCenter, GameLoadError, GameLoading, MissingGameData } from '../shared/game-states';
import { useGameData } from '../shared/use-game-data';
import { BoxScore } from './box-score';
import { GameFlowChart } from './game-flow';
import { GameStory } from './game-story';
import { GameSummary } from './game-summary';
import { PeriodTable } from './period-table';
import { PlayByPlay } from './play-by-play';
import { ScoreHeader } from './score-header';
import { ShotMap } from './shot-map';
import { TeamStatBars } from './team-stat-bars';
import { ThreeStars } from './three-stars';

type ViewerTab = 'shots' | 'play-by-play' | 'box-score' | 'summary';

// Tab names a caller may pass as navigation state; the live playback passes 'Game Viewer' (the play-by-play).
const TAB_NAMES: Record<string, ViewerTab> = {
  'Game Viewer': 'play-by-play',
  'Play-by-Play': 'play-by-play',
  'Box Score': 'box-score',
  'Game Summary': 'summary',
  'Shot Map': 'shots',
};

/** SPEC §2 Game viewer (/league/{leagueId}/game/viewer?gameId=). */
export function GameViewerPage() {
  const game = useGameData();
  const [tab, setTab] = useState<ViewerTab>(TAB_NAMES[game.selectedTab ?? ''] ?? 'play-by-play');
  const { data, home, away } = game;

  return (
    <Stack gap="md">
      <BackToGameCenter />
      {game.isLoading && <GameLoading />}
      {game.error !== null && !data && <GameLoadError error={game.error} onRetry={game.retry} />}
      {!game.isLoading && !game.error && !data && (
        <MissingGameData waiting={game.gameId > 0 && !game.isSimulated} />
      )}
      {data && (
        <>
          {/* The score header is the page's visible title; screen readers get one to land on too. */}
          <VisuallyHidden component="h1">
            {away} at {home}
          </VisuallyHidden>
          <ScoreHeader data={data} home={home} away={away} startAt={game.startAt} timeZone={game.timeZone} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Tabs
                value={tab}
                onChange={(value) => setTab((value as ViewerTab | null) ?? 'play-by-play')}
                keepMounted={false}
              >
                <Tabs.List mb="md">
                  <Tabs.Tab value="play-by-play">Play-by-Play</Tabs.Tab>
                  <Tabs.Tab value="shots">Shot Map</Tabs.Tab>
                  <Tabs.Tab value="box-score">Box Score</Tabs.Tab>
                  <Tabs.Tab value="summary">Game Summary</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="shots">
                  <Stack gap="md">
                    <ShotMap
                      data={data}
                      home={home}
                      away={away}
                      abbreviations={[game.homeAbbreviation, game.awayAbbreviation]}
                    />
                    <GameFlowChart
                      data={data}
                      home={home}
                      away={away}
                      abbreviations={[game.homeAbbreviation, game.awayAbbreviation]}
                    />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="play-by-play">
                  <PlayByPlay data={data} home={home} away={away} />
                </Tabs.Panel>
                <Tabs.Panel value="box-score">
                  <BoxScore data={data} home={home} away={away} gameId={game.gameId} />
                </Tabs.Panel>
                <Tabs.Panel value="summary">
                  <GameSummary data={data} home={home} away={away} />
                </Tabs.Panel>
              </Tabs>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md">
                <GameStory data={data} home={home} away={away} />
                <PeriodTable data={data} home={game.homeAbbreviation} away={game.awayAbbreviation} />
                <ThreeStars stars={data.threeStars} home={home} away={away} />
                <TeamStatBars home={data.statistics.teamA} away={data.statistics.teamB} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
