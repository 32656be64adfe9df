import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BlockEntryAction } from './block-entry-action';

const boston = { id: 14, name: 'Boston Bruins' };
const stone = { id: 101, name: 'Jack Stone' };

describe('BlockEntryAction', () => {
  it('offers the trade finder for one of the viewer’s own listed players', () => {
    renderWithProviders(
      <BlockEntryAction leagueId={3} myTeamId={14} team={boston} player={stone} compact={false} />,
    );
    expect(screen.getByRole('link', { name: 'Find a trade for Jack Stone' })).toHaveAttribute(
      'href',
      '/league/3/trades/find?player=101',
    );
  });

  it('offers a proposal for another team’s player, and nothing to a viewer without a team', () => {
    const { unmount } = renderWithProviders(
      <BlockEntryAction leagueId={3} myTeamId={15} team={boston} player={stone} compact />,
    );
    expect(
      screen.getByRole('link', { name: 'Propose a trade to Boston Bruins for Jack Stone' }),
    ).toHaveAttribute('href', '/league/3/trades/new?with=14');
    unmount();
    renderWithProviders(
      <BlockEntryAction leagueId={3} myTeamId={null} team={boston} player={stone} compact />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
