import type { Notification, NotificationPage } from '@rinkside/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const accepted: Notification = {
  id: 9,
  kind: 'application_accepted',
  payload: { leagueId: 3, leagueName: 'Metro', teamId: 5, teamName: 'Boston Bears' },
  readAt: null,
  createdAt: new Date().toISOString(),
  leagueAt: new Date().toISOString(),
};
const final: Notification = {
  id: 8,
  kind: 'game_final',
  payload: {
    leagueId: 3,
    gameId: 41,
    home: { teamId: 5, teamName: 'Boston Bears', score: 2 },
    away: { teamId: 6, teamName: 'Denver Peaks', score: 1 },
    decidedIn: 'regulation',
  },
  readAt: '2026-11-01T00:00:00.000Z',
  createdAt: new Date().toISOString(),
  leagueAt: new Date().toISOString(),
};
const page = (notifications: Notification[], unread: number): NotificationPage => ({
  notifications,
  nextCursor: null,
  unread,
});

describe('the notifications bell', () => {
  it('counts unread, refreshes on a live event, lists with links and marks all read', async () => {
    let current = page([final], 0);
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'GET /notifications': () => ({ body: current }),
      'PUT /notifications/read-all': () => {
        current = page(
          current.notifications.map((n) => ({ ...n, readAt: '2026-11-02T00:00:00.000Z' })),
          0,
        );
        return { body: { marked: 1 } };
      },
    });
    renderApp('/inbox');
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    current = page([accepted, final], 1);
    act(() => FakeEventSource.latest().emit('notification', { type: 'notification' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);

    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByTestId('notification-item');
    expect(items[0]).toHaveTextContent(
      'Your application was accepted: you are now GM of Boston Bears in Metro.',
    );
    expect(items[0]).toHaveAttribute('href', '/league/3/team/5');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('href', '/league/3/game/viewer?gameId=41');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(apiCalls(fetchMock)).toContain('PUT /notifications/read-all');
    await waitFor(() => expect(within(list).queryByRole('img', { name: 'Unread' })).toBeNull());
  });

  it('says when there is nothing yet, and offers a retry when the list cannot load', async () => {
    let failing = true;
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'GET /notifications': () =>
        failing
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Down' } }
          : { body: page([], 0) },
    });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load your notifications')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
  });
});
