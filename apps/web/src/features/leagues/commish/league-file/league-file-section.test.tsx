import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { LeagueFileSection } from './league-file-section';

describe('LeagueFileSection', () => {
  it('links to the league file as a download and says where it can be imported', () => {
    renderWithProviders(<LeagueFileSection leagueId={4} />);
    const section = screen.getByRole('region', { name: 'League file' });
    const link = within(section).getByRole('link', { name: 'Download league file' });
    expect(link).toHaveAttribute('href', '/api/league/4/export');
    expect(link).toHaveAttribute('download');
    expect(section).toHaveTextContent(/import it into a new league, here or on another Rinkside host/);
  });
});
