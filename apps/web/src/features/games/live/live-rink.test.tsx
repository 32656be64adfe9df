import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { locatedGame, sampleGame } from '../test/game-data';
import { renderGames } from '../test/render-games';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const state = (simulationData = locatedGame()) => ({
  simulationData,
  home: 'Toronto',
  away: 'Montreal',
  homeAbbreviation: 'TOR',
  awayAbbreviation: 'MTL',
});
const markers = () => screen.queryAllByTestId('live-marker');

describe('the live rink', () => {
  it('places a marker as each shot plays, shows the zone, the strength and the goal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi(signedOutRoutes);
    renderGames('/league/1/game/live?gameId=4', state());
    const rink = await screen.findByRole('region', { name: 'Rink' });
    expect(markers()).toHaveLength(0);
    // Two line changes, then Toronto's shot from (70, 10): in Montreal's zone.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(markers()).toHaveLength(1);
    expect(markers()[0]).toHaveAttribute('data-kind', 'shot');
    expect(within(rink).getByText('Montreal zone')).toBeInTheDocument();
    expect(screen.getByTestId('strength')).toHaveTextContent('Strength: 1v1');
    // The penalty, Toronto's extra skater, then the power-play goal: one event a second.
    for (let tick = 0; tick < 5 && markers().length < 2; tick++)
      await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('strength')).toHaveTextContent('Strength: 2v1, TOR advantage');
    expect(markers()).toHaveLength(2);
    expect(markers()[1]).toHaveAttribute('data-kind', 'goal');
    expect(within(rink).getByText('GOAL TOR')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Score bug' })).getByText('1-0')).toBeInTheDocument();
  });

  it('shows every attempt at the end and says so for a game without places', async () => {
    mockApi(signedOutRoutes);
    const { unmount } = renderGames('/league/1/game/live?gameId=4', state());
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate Period' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Period' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Period' }));
    expect(markers()).toHaveLength(6);
    expect(within(screen.getByRole('group', { name: 'Score bug' })).getByText('Final')).toBeInTheDocument();
    unmount();

    renderGames('/league/1/game/live?gameId=4', state(sampleGame()));
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate Period' }));
    expect(markers()).toHaveLength(0);
    expect(screen.getByText('No rink locations in this game')).toBeInTheDocument();
  });
});
