import type { Notification, NotificationPage } from '@rinkside/domain';
import { act, screen, within } from '@testing-library/react';
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
const unreadFinal: Notification = { ...final, id: 10, readAt: null };
const page = (notifications: Notification[], unread: number, needsAction = unread): NotificationPage => ({
  notifications,
  nextCursor: null,
  unread,
  needsAction,
});

describe('the notifications bell', () => {
  it('counts what needs action, refreshes on a live event, lists with links and marks all read', async () => {
    let action = page([], 0);
    let news = page([final], 0);
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'GET /notifications?tab=action': () => ({ body: action }),
      'GET /notifications?tab=news': () => ({ body: news }),
      'PUT /notifications/read-all': () => {
        const read = (n: Notification) => ({ ...n, readAt: '2026-11-02T00:00:00.000Z' });
        action = page(action.notifications.map(read), 0);
        news = page(news.notifications.map(read), 0);
        return { body: { marked: 1 } };
      },
    });
    renderApp('/inbox');
    const bell = await screen.findByRole('button', { name: 'Notifications' });

    action = page([accepted], 1);
    act(() => FakeEventSource.latest().emit('notification', { type: 'notification' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);

    await userEvent.click(bell);
    expect(screen.getByRole('tab', { name: 'Needs action (1)' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Notifications that need action' });
    const items = within(list).getAllByTestId('notification-item');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(
      'Your application was accepted: you are now GM of Boston Bears in Metro.',
    );
    expect(items[0]).toHaveAttribute('href', '/league/3/team/5');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'News' }));
    const newsList = await screen.findByRole('list', { name: 'News notifications' });
    expect(within(newsList).getByTestId('notification-item')).toHaveAttribute(
      'href',
      '/league/3/game/viewer?gameId=41',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(apiCalls(fetchMock)).toContain('PUT /notifications/read-all');
  });

  it('never counts unread news', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'GET /notifications?tab=action': { body: page([], 1, 0) },
      'GET /notifications?tab=news': { body: page([unreadFinal], 1, 0) },
    });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/Nothing waits for you/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Needs action' })).toBeInTheDocument();
    // The bell names no count: the unread result is news.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await screen.findByRole('list', { name: 'News notifications' })).toHaveTextContent(
      'Final: Denver Peaks 1, Boston Bears 2.',
    );
  });

  it('says when there is nothing yet, and offers a retry when the list cannot load', async () => {
    let failing = true;
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'GET /notifications?tab=action': () =>
        failing
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Down' } }
          : { body: page([], 0) },
    });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load your notifications')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing waits for you/)).toBeInTheDocument();
  });
});
