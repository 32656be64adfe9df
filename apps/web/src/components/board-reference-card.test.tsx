import { screen } from '@testing-library/react';
import type { BoardReferenceCard as Card } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { BoardReferenceCard } from './board-reference-card';

const tor = { id: 1, name: 'Toronto', abbrev: 'TOR' };
const bos = { id: 2, name: 'Boston', abbrev: 'BOS' };

describe('BoardReferenceCard', () => {
  it("shows a trade's teams and status, linking to the trade", () => {
    const card: Card = { kind: 'trade', key: 'trade-12', id: 12, status: 'in_review', teams: [tor, bos] };
    renderWithProviders(<BoardReferenceCard leagueId={3} card={card} />);
    const link = screen.getByRole('link', { name: 'Trade card: Toronto and Boston, in review' });
    expect(link).toHaveAttribute('href', '/league/3/trades/12');
    expect(link).toHaveTextContent('Trade: Toronto – Boston');
    expect(link).toHaveTextContent('In review');
  });

  it("shows a final game's score with overtime, and a scheduled game's day without one", () => {
    const final: Card = {
      kind: 'game',
      key: 'game-4',
      id: 4,
      status: 'final',
      home: { ...tor, score: 3 },
      away: { ...bos, score: 2 },
      resultType: 'OT',
      date: '2026-10-20',
      gameType: 'regular',
    };
    const { unmount } = renderWithProviders(<BoardReferenceCard leagueId={3} card={final} />);
    const link = screen.getByRole('link', { name: 'Game card: Boston 2 at Toronto 3, final' });
    expect(link).toHaveAttribute('href', '/league/3/game/viewer?gameId=4');
    expect(link).toHaveTextContent('BOS 2 @ TOR 3 (OT)');
    expect(link).toHaveTextContent('Final');
    unmount();

    const scheduled: Card = {
      ...final,
      status: 'scheduled',
      home: { ...tor, score: null },
      away: { ...bos, score: null },
      resultType: null,
      gameType: 'playoff',
    };
    renderWithProviders(<BoardReferenceCard leagueId={3} card={scheduled} />);
    const next = screen.getByRole('link', { name: 'Game card: Boston at Toronto, 2026-10-20' });
    expect(next).toHaveTextContent('Scheduled 2026-10-20');
    expect(next).toHaveTextContent('Playoffs');
    expect(next).not.toHaveTextContent('Final');
  });

  it("shows a player's position, team and overall, or that he is a free agent", () => {
    const card: Card = {
      kind: 'player',
      key: 'player-9',
      id: 9,
      firstName: 'Ann',
      lastName: 'Lee',
      position: 'C',
      overall: 74,
      team: null,
    };
    renderWithProviders(<BoardReferenceCard leagueId={3} card={card} />);
    const link = screen.getByRole('link', { name: 'Player card: Ann Lee, C, free agent, overall 74' });
    expect(link).toHaveAttribute('href', '/league/3/player/9');
    expect(link).toHaveTextContent('C · Free agent · 74 OVR');
  });
});
