import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { locatedGame, sampleGame } from '../test/game-data';
import { renderGames } from '../test/render-games';

afterEach(() => vi.unstubAllGlobals());

const open = (simulationData = locatedGame()) => {
  mockApi({ ...signedOutRoutes });
  renderGames('/league/1/game/viewer?gameId=4', {
    simulationData,
    home: 'Toronto',
    away: 'Montreal',
    homeAbbreviation: 'TOR',
    awayAbbreviation: 'MTL',
    selectedTab: 'Shot Map',
  });
};

const markers = () => within(screen.getByRole('group', { name: /^Shot map/ })).queryAllByRole('button');
const marker = (i: number): HTMLElement => {
  const found = markers()[i];
  if (!found) throw new Error(`No marker ${i}`);
  return found;
};

describe('the game viewer pictures', () => {
  it('draws a marker per attempt, told apart by shape, and filters by team, period and strength', async () => {
    open();
    await screen.findByRole('heading', { name: 'Shot map' });
    // Toronto: 1 shot, 2 goals; Montreal: 1 goal, 1 missed, 1 blocked.
    expect(markers()).toHaveLength(6);
    expect(markers().map((m) => m.getAttribute('data-kind'))).toEqual(
      expect.arrayContaining(['goal', 'goal', 'goal', 'shot', 'miss', 'block']),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Montreal' }));
    expect(markers()).toHaveLength(3);
    expect(markers().every((m) => m.getAttribute('data-team') === 'away')).toBe(true);
    expect(screen.getByText('3 of 6 attempts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2nd' }));
    expect(markers()).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Both teams' }));
    await userEvent.click(screen.getByRole('radio', { name: '1st' }));
    expect(markers()).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: 'Power play' }));
    // The 1st period's goal came on the power play; its shot before the penalty did not.
    expect(markers()).toHaveLength(1);
    expect(markers()[0]).toHaveAttribute('data-kind', 'goal');
  });

  it("shows a marker's event on hover, focus and tap; the arrow keys go on to the next", async () => {
    open();
    await screen.findByRole('heading', { name: 'Shot map' });
    const first = marker(0);
    await userEvent.hover(first);
    expect(screen.getByText('Shot on goal · John Tavares (Toronto)')).toBeInTheDocument();
    expect(screen.getByText('00:00 of the 1st · xG 0.06')).toBeInTheDocument();
    await userEvent.unhover(first);
    expect(screen.queryByText('Shot on goal · John Tavares (Toronto)')).not.toBeInTheDocument();

    // One tab stop for all the markers: keyboard focus lands on the first, the arrows move on.
    act(() => first.focus());
    expect(screen.getByText('Shot on goal · John Tavares (Toronto)')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(markers()[1]).toHaveFocus();
    expect(screen.getByText('Goal (PP) · John Tavares (Toronto)')).toBeInTheDocument();
    expect(markers().filter((m) => m.tabIndex === 0)).toHaveLength(1);

    await userEvent.click(marker(3));
    expect(screen.getByText('Missed shot · Nick Suzuki (Montreal)')).toBeInTheDocument();
    expect(screen.getByText('Slap shot, off the rush')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Missed shot · Nick Suzuki (Montreal)')).not.toBeInTheDocument();
  });

  it('tells the story, the flow and the box score analytics', async () => {
    open();
    const story = await screen.findByRole('region', { name: 'The story' });
    expect(within(story).getByText('Toronto beat Montreal 2–1.')).toBeInTheDocument();
    expect(within(story).getByText(/John Tavares scored the game-winning goal/)).toBeInTheDocument();
    const flow = screen.getByRole('region', { name: 'Game flow' });
    expect(within(flow).getByText(/Expected goals: Toronto 0\.57, Montreal 0\.07/)).toBeInTheDocument();
    expect(within(flow).getByText(/Shot attempts: Toronto 3, Montreal 3/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Box Score' }));
    const teams = screen.getByRole('table', { name: 'Shot attempts and expected goals' });
    const toronto = within(teams).getByRole('row', { name: /Toronto/ });
    // xGF 0.57, CF 3, CF% 50.0%, FF 3, FF% 60.0% (Montreal's block is not unblocked).
    expect(
      within(toronto)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['0.57', '3', '50.0%', '3', '60.0%']);
    const tavares = within(screen.getByRole('table', { name: 'Toronto skaters' })).getByRole('row', {
      name: /John Tavares/,
    });
    const cells = within(tavares)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(-2)).toEqual(['0.57', '50.0%']);
  });

  it('says so when a game has no shot locations, and the rest still works', async () => {
    open(sampleGame());
    expect(await screen.findByText('No shot locations were recorded for this game.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Game flow' })).toHaveTextContent('Shot attempts: Toronto 3');
    expect(screen.getByRole('region', { name: 'The story' })).toHaveTextContent('Toronto beat Montreal 2–1.');
    await userEvent.click(screen.getByRole('tab', { name: 'Box Score' }));
    const toronto = within(screen.getByRole('table', { name: 'Shot attempts and expected goals' })).getByRole(
      'row',
      { name: /Toronto/ },
    );
    expect(within(toronto).getAllByRole('cell')[0]).toHaveTextContent('-');
  });
});
