import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { gameDetail, played, sampleGame } from '../test/game-data';
import { renderGames } from '../test/render-games';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const state = { simulationData: sampleGame(), home: 'Toronto', away: 'Montreal' };

describe('Live game playback (SPEC §2, §4, §9)', () => {
  it("says 'Missing game data…' without a game", async () => {
    mockApi(signedOutRoutes);
    renderGames('/league/1/game/live');
    expect(await screen.findByRole('heading', { name: 'Live Game Playback' })).toBeInTheDocument();
    expect(screen.getByText('Missing game data…')).toBeInTheDocument();
  });

  it('plays one event per tick, cycles the speed, and pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(signedOutRoutes);
    renderGames('/league/1/game/live?gameId=4', state);
    expect(await screen.findByText('Speed: 1s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(
      within(screen.getByRole('list')).getByText('Shot by x (wrist shot), Save by g'),
    ).toBeInTheDocument();
    expect(screen.getByText('Home · SOG 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Speed: 1 s/ }));
    expect(screen.getByText('Speed: 3s')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Speed: 3 s/ }));
    expect(screen.getByText('Speed: 2s')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Speed: 2 s/ }));
    expect(screen.getByText('Speed: 1s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('PP Home 5v4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByText('PP Home 5v4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it("'Simulate Period' jumps past the end of the period; at the end 'Game Complete' and 'View Summary'", async () => {
    mockApi(signedOutRoutes);
    renderGames('/league/1/game/live?gameId=4', state);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate Period' }));
    expect(within(screen.getByRole('list')).getByText('End of the period')).toBeInTheDocument();
    expect(screen.getByLabelText('Toronto score')).toHaveTextContent('1');
    expect(screen.getByLabelText('Montreal score')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Period' }));
    expect(screen.getByLabelText('Montreal score')).toHaveTextContent('1');
    expect(screen.getByText('2nd Period')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Period' }));
    expect(screen.getByText('Game Complete')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Summary' }));
    expect(
      await screen.findByRole('region', { name: 'Final score: Toronto 2, Montreal 1' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/league/1/game/viewer?gameId=4');
  });

  it("'Skip to End' goes to the viewer; the game is fetched when the state is missing", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /simulation/game/4': {
        body: gameDetail(4, -30, { ...played(2, 1), simulationData: sampleGame() }),
      },
    });
    renderGames('/league/1/game/live?gameId=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip to End' }));
    expect(await screen.findByRole('tab', { name: 'Play-by-Play', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/league/1/game/viewer?gameId=4');
  });
});
