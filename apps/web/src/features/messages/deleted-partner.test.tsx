import { DELETED_USER_NAME } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes, testMessage, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const gone = { id: 9, username: DELETED_USER_NAME };

describe('a conversation with a deleted account', () => {
  it('keeps the messages, links to no profile and offers no composer', async () => {
    const received = testMessage({ id: 1, senderId: 9, receiverId: testUser.id, isRead: true });
    mockApi({
      ...signedInRoutes,
      'GET /message/inbox': {
        body: [{ ...received, content: 'Good game last night', sender: gone }],
      },
    });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: /Deleted user/ }));
    const log = await screen.findByRole('log', { name: `Messages with ${DELETED_USER_NAME}` });
    expect(within(log).getByText('Good game last night')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: DELETED_USER_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: DELETED_USER_NAME })).not.toBeInTheDocument();
    expect(
      screen.getByText('This account was deleted: it can no longer receive messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
