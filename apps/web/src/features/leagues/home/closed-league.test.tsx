import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { leagueDetail } from '../test/league-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('a closed league’s home', () => {
  it('says the league is closed and why', async () => {
    mockApi({ ...signedInRoutes, 'GET /league/3': { body: leagueDetail({ closed: true }) } });
    renderApp('/league/3');
    expect(await screen.findByRole('heading', { name: 'Pond League' })).toBeInTheDocument();
    expect(screen.getByText('This league is closed')).toBeInTheDocument();
    expect(screen.getByText(/Its commissioner left without handing it over/)).toBeInTheDocument();
  });

  it('says nothing of it for a league still running', async () => {
    mockApi({ ...signedInRoutes, 'GET /league/3': { body: leagueDetail() } });
    renderApp('/league/3');
    expect(await screen.findByRole('heading', { name: 'Pond League' })).toBeInTheDocument();
    expect(screen.queryByText('This league is closed')).not.toBeInTheDocument();
  });
});
