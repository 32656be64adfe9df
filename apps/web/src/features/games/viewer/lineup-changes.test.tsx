import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { testPlayer, testTeam } from '../../../test/hockey-fixtures';
import { gameDetail, played, sampleGame } from '../test/game-data';
import { renderGames } from '../test/render-games';

afterEach(() => vi.unstubAllGlobals());

const withChanges = {
  ...sampleGame(),
  replacements: [
    { team: 'home' as const, slot: 'line1_lw', out: 77, in: 91, reason: 'injured' as const },
    { team: 'away' as const, slot: 'starter_g', out: 14, in: 31, reason: 'rested' as const },
  ],
  injuries: [{ playerId: 91, team: 'home' as const, type: 'Upper body', gamesOut: 5, period: 2, clock: 600 }],
};

async function openBoxScore() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Box Score' }));
  return screen.findByRole('region', { name: 'Lineup changes and injuries' });
}

describe('Box score lineup changes and injuries', () => {
  it('says who replaced whom, naming a player who sat out from his roster, and who left the game hurt', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /simulation/game/4': {
        body: gameDetail(4, -30, { ...played(2, 1), simulationData: withChanges }),
      },
      'GET /team/league/1/team/1': {
        body: testTeam([testPlayer(77, { firstName: 'Mitch', lastName: 'Out', position: 'LW' })], { id: 1 }),
      },
    });
    renderGames('/league/1/game/viewer?gameId=4');
    const changes = await openBoxScore();
    const items = within(changes).getAllByRole('listitem');
    expect(
      await within(changes).findByText('John Tavares replaced Mitch Out (injured) at Line 1 LW'),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Toronto Maple Leafs:');
    expect(
      within(changes).getByText('Sam Montembeault replaced Nick Suzuki (rested) at Starter'),
    ).toBeInTheDocument();
    expect(
      within(changes).getByText('John Tavares left the game: Upper body, out ~5 games (2nd Period)'),
    ).toBeInTheDocument();
  });

  it('asks for no roster when every name is in the box score', async () => {
    const onlyInjury = { ...sampleGame(), injuries: withChanges.injuries };
    const fetchMock = mockApi({ ...signedOutRoutes });
    renderGames('/league/1/game/viewer?gameId=4', {
      simulationData: onlyInjury,
      home: 'Toronto',
      away: 'Montreal',
    });
    const changes = await openBoxScore();
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
    expect(
      apiCalls(fetchMock).some((c) => c.startsWith('GET /team') || c.startsWith('GET /simulation')),
    ).toBe(false);
  });

  it('has no lineup section when nobody was replaced or hurt', async () => {
    mockApi({ ...signedOutRoutes });
    renderGames('/league/1/game/viewer?gameId=4', {
      simulationData: sampleGame(),
      home: 'Toronto',
      away: 'Montreal',
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Box Score' }));
    expect(screen.getByRole('table', { name: 'Toronto skaters' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lineup changes and injuries' })).not.toBeInTheDocument();
  });
});
