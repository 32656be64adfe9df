import type { AuditEntry } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { AuditLogList } from './audit-log-list';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, name: string): AuditEntry => ({
  id,
  actor: { id: 7, username: 'boss' },
  leagueAt: '2026-10-12T16:00:00.000Z',
  wallAt: '2026-09-01T16:00:00.000Z',
  action: 'league_renamed',
  details: { from: `Old ${name}`, to: name },
});

describe('AuditLogList', () => {
  it('shows each entry with who, what and both clocks, and loads older ones on request', async () => {
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: { date: '2026-10-12', timeZone: 'America/New_York' } },
      'GET /league/3/audit': { body: { entries: [entry(9, 'Pond')], nextBefore: 9 } },
      'GET /league/3/audit?before=9': { body: { entries: [entry(4, 'Lake')], nextBefore: null } },
    });
    renderWithProviders(<AuditLogList leagueId={3} />);
    const log = await screen.findByRole('list', { name: 'League log' });
    expect(log).toHaveTextContent('boss renamed the league from Old Pond to Pond.');
    expect(log).toHaveTextContent(/Sep 1, 2026/);
    await userEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText(/renamed the league from Old Lake to Lake\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('GET /league/3/audit?before=9');
  });

  it('says when no power was used yet', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/audit': { body: { entries: [], nextBefore: null } } });
    renderWithProviders(<AuditLogList leagueId={3} />);
    expect(await screen.findByText(/No commissioner powers used yet/)).toBeInTheDocument();
  });

  it('tells an outsider the log is for members, and offers a retry when it failed to load', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/audit': { status: 403, body: { error: 'Forbidden', message: 'No.' } },
    });
    const { unmount } = renderWithProviders(<AuditLogList leagueId={3} />);
    expect(await screen.findByText(/Only the league's GMs and commissioners/)).toBeInTheDocument();
    unmount();
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/audit': { status: 500, body: { error: 'Internal', message: 'Broken.' } },
    });
    renderWithProviders(<AuditLogList leagueId={3} />);
    expect(await screen.findByText('Failed to Load the League Log')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/i })).toBeInTheDocument();
  });
});
