import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../../app/providers';
import { createTestQueryClient } from '../../../test/render';
import { GameCenterPage } from '../game-center/game-center-page';
import { LiveGamePage } from '../live/live-game-page';
import { SchedulePage } from '../schedule/schedule-page';
import { GameViewerPage } from '../viewer/game-viewer-page';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The games routes of league 1 at `path` (e.g. '/league/1/game/viewer?gameId=4'), with navigation state. */
export function renderGames(path: string, state?: unknown) {
  const [pathname = '', search = ''] = path.split('?');
  return render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path="/league/:leagueId">
            <Route path="schedule" element={<SchedulePage />} />
            <Route path="game">
              <Route index element={<GameCenterPage />} />
              <Route path="viewer" element={<GameViewerPage />} />
              <Route path="live" element={<LiveGamePage />} />
            </Route>
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}
