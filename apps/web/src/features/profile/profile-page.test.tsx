import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes, testMessage, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const own: Profile = {
  id: testUser.id,
  username: testUser.username,
  registeredAt: '2025-03-14T12:00:00.000Z',
  gmName: 'Ann',
  favouriteTeam: null,
  prefersTo: null,
  leagues: [
    {
      id: 4,
      name: 'Friday Night Hockey',
      team: { id: 31, name: 'Toronto Maple Leafs' },
      isCommissioner: true,
    },
    { id: 9, name: 'Original Six', team: null, isCommissioner: false },
  ],
};
const bob: Profile = { ...own, id: 3, username: 'bob', gmName: null, leagues: [] };

describe('ProfilePage (SPEC §2 Profile)', () => {
  it('shows the own profile with member-since date and the leagues', async () => {
    mockApi({ ...signedInRoutes, 'GET /db/users/profile': { body: own } });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'ann_gm' })).toBeInTheDocument();
    expect(screen.getByText(/^Member since /)).toBeInTheDocument();
    expect(screen.getByText('Ann')).toBeInTheDocument();
    const friday = screen.getByRole('link', { name: 'Friday Night Hockey' });
    expect(friday).toHaveAttribute('href', '/league/4');
    expect(screen.getByText('Team: Toronto Maple Leafs')).toBeInTheDocument();
    expect(screen.getByText('No team assigned')).toBeInTheDocument();
    expect(screen.getAllByText('Commissioner')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('edits and saves the profile, or cancels without a call', async () => {
    const user = userEvent.setup({ delay: null });
    const puts: unknown[] = [];
    mockApi({
      ...signedInRoutes,
      'GET /db/users/profile': { body: own },
      'PUT /user/profile': (init) => {
        const body = JSON.parse(String(init?.body)) as Partial<Profile>;
        puts.push(body);
        return { body: { ...own, ...body } };
      },
    });
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const gmName = screen.getByRole('textbox', { name: 'GM Name' });
    await user.clear(gmName);
    await user.type(gmName, 'Coach Ann');
    await user.type(screen.getByRole('textbox', { name: 'Prefers To' }), 'Trade often');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(puts).toEqual([{ gmName: 'Coach Ann', favouriteTeam: null, prefersTo: 'Trade often' }]);
    expect(screen.getByText('Coach Ann')).toBeInTheDocument();
    expect(screen.getByText('Trade often')).toBeInTheDocument();
  });

  it("says 'Failed to update profile.' when saving fails", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /db/users/profile': { body: own },
      'PUT /user/profile': { status: 400, body: { error: 'Bad Request', message: 'Nope' } },
    });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('redirects the own username to /profile', async () => {
    mockApi({ ...signedInRoutes, 'GET /db/users/profile': { body: own } });
    renderApp('/profile/ann_gm');
    expect(await screen.findByRole('heading', { name: 'ann_gm' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it("says 'User profile not found.' for an unknown user", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /user/profile/ghost': { status: 404, body: { error: 'Not Found', message: 'No such user' } },
    });
    renderApp('/profile/ghost');
    expect(await screen.findByText('User profile not found.')).toBeInTheDocument();
  });

  it('sends the raw text from the Send Message modal, confirms, then closes after 2 s', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...signedInRoutes,
      'GET /user/profile/bob': { body: bob },
      'GET /message/inbox': { body: [] },
      'POST /message/send': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: testMessage({ id: 5, senderId: testUser.id, receiverId: 3 }) };
      },
    });
    renderApp('/profile/bob');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message to bob' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), '  Hi bob  ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(send);
    expect(await within(dialog).findByText('Message sent successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ receiverId: 3, content: '  Hi bob  ' }]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to send message. Please try again.' when sending fails", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /user/profile/bob': { body: bob },
      'POST /message/send': { status: 429, body: { error: 'Too Many Requests', message: 'Slow down' } },
    });
    renderApp('/profile/bob');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message to bob' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });
});
