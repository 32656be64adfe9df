import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes, testMessage, testUser } from '../../test/api-mock';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const me = testUser.id;

describe('live messages (GET /events)', () => {
  it('puts new messages and read receipts into the inbox and the avatar badge without a reload', async () => {
    const mine = testMessage({ id: 1, senderId: me, receiverId: 3, content: 'Trade?' });
    mockApi({ ...signedInRoutes, 'GET /message/inbox': { body: [mine] } });
    renderApp('/inbox?with=user3');
    const log = await screen.findByRole('log', { name: 'Messages with user3' });
    expect(within(log).getByLabelText('Sent')).toBeInTheDocument();
    const source = await FakeEventSource.opened();
    expect(source.url).toBe('/api/events');

    act(() => source.emit('read', { type: 'read', messageIds: [1], readerId: 3 }));
    expect(await within(log).findByLabelText('Read')).toBeInTheDocument();

    // A message from someone else: their conversation appears with an unread badge, and the avatar counts it.
    const incoming = testMessage({ id: 2, senderId: 4, receiverId: me, content: 'Hi from user4' });
    act(() => source.emit('message', { type: 'message', message: incoming }));
    expect(await screen.findByText('Hi from user4')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Account menu for ${testUser.username}, 1 unread messages` }),
    ).toBeInTheDocument();
  });

  it('closes the stream on sign-out', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': { body: [] },
      'POST /auth/logout': { body: { message: 'Logged out' } },
    });
    renderApp('/inbox');
    await screen.findByText('No conversations yet.');
    const source = await FakeEventSource.opened();
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    act(() => screen.getByRole('button', { name: /Account menu/ }).click());
    act(() => screen.getByRole('menuitem', { name: 'Logout' }).click());
    await screen.findByRole('heading', { name: 'Welcome to Rinkside!' });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});
