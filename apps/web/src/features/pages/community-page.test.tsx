import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { CommunityPage } from './community-page';

afterEach(() => vi.unstubAllGlobals());

describe('CommunityPage', () => {
  it('says what the commissioner really does with the schedule: generates it, or adds games from a file', () => {
    mockApi(signedOutRoutes);
    renderWithProviders(<CommunityPage />);
    expect(
      screen.getByText(
        /The commissioner generates the season’s schedule from the league day \(or adds games from a CSV file\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/uploads the schedule/)).not.toBeInTheDocument();
  });
});
