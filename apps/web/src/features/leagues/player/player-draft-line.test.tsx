import { playerAvailability, type PlayerDetail } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { player } from '../test/league-fixtures';
import { PlayerHeader } from './player-header';

const bruins = { id: 14, name: 'Boston Bruins', abbreviation: 'BOS' };

function renderHeader(draft: PlayerDetail['draft']) {
  const detail: PlayerDetail = { ...player(8, 'Unge', 'Lovende', 'RW'), team: bruins, draft };
  renderWithProviders(
    <PlayerHeader
      player={detail}
      stats={undefined}
      leagueId={3}
      availability={playerAvailability(detail, null)}
    />,
  );
}

describe("the player page's draft line", () => {
  it('names his draft, round, pick and team, linking to that season’s draft', () => {
    renderHeader({ seasonId: 2, year: 2027, round: 2, pickInRound: 2, overall: 6, team: bruins });
    const link = screen.getByRole('link', {
      name: 'Drafted 2027 · round 2, pick 2 (6th overall) · Boston Bruins',
    });
    expect(link).toHaveAttribute('href', '/league/3/draft?season=2');
  });

  it('says nothing for a player the league never drafted', () => {
    renderHeader(null);
    expect(screen.queryByTestId('player-draft')).not.toBeInTheDocument();
  });
});
