import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recruitment } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const recruitment = (id: number, teamId: number, name: string): Recruitment => ({
  id,
  createdAt: '2026-01-05T10:00:00.000Z',
  team: {
    id: teamId,
    name,
    abbreviation: name.slice(0, 3).toUpperCase(),
    league: { id: 4, name: 'Friday Night Hockey' },
  },
});
const open = [recruitment(11, 101, 'Boston Bruins'), recruitment(12, 102, 'Calgary Flames')];

describe('RecruitmentsPage (SPEC §2 Recruitments)', () => {
  it("shows cards with 'Open', and 'Apply Now' or 'Applied - Pending'", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /user/recruitments': { body: open },
      'GET /user/applications': { body: [{ recruitmentId: 12, status: 'pending' }] },
    });
    renderApp('/recruitments');
    expect(await screen.findByRole('heading', { name: 'Open Recruitments' })).toBeInTheDocument();
    const boston = await screen.findByRole('article', { name: /Boston Bruins/ });
    expect(within(boston).getByText('Friday Night Hockey')).toBeInTheDocument();
    expect(within(boston).getByText('Open')).toBeInTheDocument();
    expect(within(boston).getByRole('link', { name: 'Apply Now for Boston Bruins' })).toHaveAttribute(
      'href',
      '/league/4/team/101/11/apply',
    );
    const calgary = screen.getByRole('article', { name: /Calgary Flames/ });
    expect(await within(calgary).findByText('Applied - Pending')).toBeInTheDocument();
    expect(within(calgary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /user/recruitments': { body: [] },
      'GET /user/applications': { body: [] },
    });
    renderApp('/recruitments');
    expect(await screen.findByText('No open recruitments available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new opportunities!')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Recruitments' and loads again on 'Try Again'", async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /user/applications': { body: [] },
      'GET /user/recruitments': () =>
        ++attempts === 1
          ? { status: 403, body: { error: 'Forbidden', message: 'No access' } }
          : { body: open },
    });
    renderApp('/recruitments');
    expect(await screen.findByText('Failed to Load Recruitments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: /Boston Bruins/ })).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c === 'GET /user/recruitments')).toHaveLength(2);
  });

  it('applies from the apply route, then shows the list with the card pending', async () => {
    let applied = false;
    const fetchMock = mockApi({
      ...signedInRoutes,
      'POST /user/league/4/team/101/11/apply': () => {
        applied = true;
        return { status: 201, body: { message: 'Application sent. The commissioner will review it.' } };
      },
      'GET /user/recruitments': { body: open },
      'GET /user/applications': () => ({ body: applied ? [{ recruitmentId: 11, status: 'pending' }] : [] }),
    });
    renderApp('/league/4/team/101/11/apply');
    expect(await screen.findByText('Applying for recruitment...')).toBeInTheDocument();
    const boston = await screen.findByRole('article', { name: /Boston Bruins/ });
    expect(await within(boston).findByText('Applied - Pending')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruitments$/);
    expect(apiCalls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([
      'POST /user/league/4/team/101/11/apply',
    ]);
  });

  it('goes to /recruitments?error={server message} when applying fails, and shows it', async () => {
    mockApi({
      ...signedInRoutes,
      'POST /user/league/4/team/101/11/apply': {
        status: 409,
        body: { error: 'Conflict', message: 'This team already has a GM.' },
      },
      'GET /user/recruitments': { body: open },
      'GET /user/applications': { body: [] },
    });
    renderApp('/league/4/team/101/11/apply');
    expect(await screen.findByText('Failed to apply for recruitment.')).toBeInTheDocument();
    expect(await screen.findByText('This team already has a GM.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recruitments$/);
  });
});
