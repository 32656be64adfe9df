import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes, testMessage, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const me = testUser.id; // 7, ann_gm
const inbox = [
  testMessage({ id: 1, senderId: 3, receiverId: me, content: 'Want to trade?', isRead: true }),
  testMessage({ id: 2, senderId: me, receiverId: 3, content: 'Maybe. Who?', isRead: true }),
  testMessage({ id: 3, senderId: 4, receiverId: me, content: 'Hello <b>there</b>\nsecond line' }),
  testMessage({ id: 4, senderId: 4, receiverId: me, content: 'Are you around?' }),
  testMessage({ id: 5, senderId: me, receiverId: 3, content: 'Still thinking', isRead: false }),
];

function inboxRoutes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...signedInRoutes,
    'GET /message/inbox': { body: inbox },
    'PUT /message/3/read': { body: { ...inbox[2], isRead: true } },
    'PUT /message/4/read': { body: { ...inbox[3], isRead: true } },
    ...extra,
  });
}

describe('InboxPage (SPEC §2 Inbox)', () => {
  it('lists conversations, newest first, with unread badges and previews', async () => {
    inboxRoutes();
    renderApp('/inbox');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => within(b).getByText(/^user\d$/).textContent)).toEqual(['user3', 'user4']);
    expect(within(items[0] as HTMLElement).getByText('You: Still thinking')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByLabelText('2 unread')).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeInTheDocument();
  });

  it('opens a conversation, marks the partner’s unread messages read, and shows text, never HTML', async () => {
    const fetchMock = inboxRoutes();
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: /user4/ }));
    const log = await screen.findByRole('log', { name: 'Messages with user4' });
    expect(within(log).getByText(/Hello <b>there<\/b>/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(apiCalls(fetchMock)).toEqual(
        expect.arrayContaining(['PUT /message/3/read', 'PUT /message/4/read']),
      ),
    );
    expect(screen.queryByLabelText('2 unread')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/inbox');
  });

  it('marks nothing read while the tab is in the background', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const fetchMock = inboxRoutes();
    renderApp('/inbox?with=user4');
    await screen.findByRole('log', { name: 'Messages with user4' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiCalls(fetchMock).filter((c) => c.startsWith('PUT'))).toEqual([]);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(apiCalls(fetchMock).filter((c) => c.startsWith('PUT'))).toHaveLength(2));
    visibility.mockRestore();
  });

  it('shows a single tick on sent messages and a double tick once read', async () => {
    inboxRoutes();
    renderApp('/inbox?with=user3');
    const log = await screen.findByRole('log', { name: 'Messages with user3' });
    expect(within(log).getAllByLabelText('Read')).toHaveLength(1);
    expect(within(log).getAllByLabelText('Sent')).toHaveLength(1);
  });

  it('sends the trimmed text on Enter; Shift+Enter adds a line; Send is disabled when blank', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const stored = [...inbox];
    inboxRoutes({
      'GET /message/inbox': () => ({ body: stored }),
      'POST /message/send': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        const message = testMessage({ id: 9, senderId: me, receiverId: 3, content: 'Deal\nok' });
        stored.push(message);
        return { status: 201, body: message };
      },
    });
    renderApp('/inbox?with=user3');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('placeholder', 'Type a message...');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'Deal{Shift>}{Enter}{/Shift}ok');
    expect(box).toHaveValue('   Deal\nok');
    expect(sent).toHaveLength(0);
    await user.type(box, '  {Enter}');
    await waitFor(() => expect(sent).toEqual([{ receiverId: 3, content: 'Deal\nok' }]));
    expect(box).toHaveValue('');
    expect(await screen.findByText(/^Deal\s+ok$/)).toBeInTheDocument();
  });

  it('only logs a failed send and keeps the draft', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inboxRoutes({
      'POST /message/send': { status: 429, body: { error: 'Too Many Requests', message: 'Slow down' } },
    });
    renderApp('/inbox?with=user3');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Enter}');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(box).toHaveValue('Hello');
    warn.mockRestore();
  });

  it('opens a new conversation from ?with={username}', async () => {
    inboxRoutes({
      'GET /user/profile/newbie': {
        body: {
          id: 12,
          username: 'newbie',
          registeredAt: '2026-01-01T00:00:00.000Z',
          gmName: null,
          favouriteTeam: null,
          prefersTo: null,
          leagues: [],
        },
      },
    });
    renderApp('/inbox?with=newbie');
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'newbie' })).toBeInTheDocument();
  });

  it("says 'No conversations yet.' for an empty inbox", async () => {
    mockApi({ ...signedInRoutes, 'GET /message/inbox': { body: [] } });
    renderApp('/inbox');
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Messages' and loads again on 'Try Again'", async () => {
    let attempts = 0;
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': () =>
        ++attempts === 1
          ? { status: 400, body: { error: 'Bad Request', message: 'Inbox unavailable' } }
          : { body: inbox },
    });
    renderApp('/inbox');
    expect(await screen.findByText('Failed to Load Messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });
});
