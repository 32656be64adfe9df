import type { SignIn } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
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

const now = new Date().toISOString();
const sessions: SignIn[] = [
  {
    id: 'mine',
    device: 'Firefox on Windows',
    approximateIp: '203.0.113.x',
    signedInAt: now,
    lastUsedAt: now,
    current: true,
  },
  {
    id: 'phone',
    device: 'Chrome on Android',
    approximateIp: '198.51.100.x',
    signedInAt: now,
    lastUsedAt: now,
    current: false,
  },
];
const routes = {
  ...signedInRoutes,
  'GET /message/inbox': { body: [] },
  'GET /user/email-change': { body: { pending: null } },
  'GET /auth/sessions': { body: { sessions } },
  'GET /auth/oidc/providers': { body: { providers: [] } },
  'GET /user/identities': { body: { hasPassword: true, identities: [] } },
  'GET /user/commissioned-leagues': { body: [] },
  'GET /user/tokens': { body: { tokens: [] } },
};
const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

describe('the account settings page', () => {
  it('opens from the avatar menu with the profile and the sessions, and signs out another session', async () => {
    let listed = sessions;
    const fetchMock = mockApi({
      ...routes,
      'GET /auth/sessions': () => ({ body: { sessions: listed } }),
      'DELETE /auth/sessions/phone': () => {
        listed = sessions.filter((s) => s.id !== 'phone');
        return { body: { message: 'That session has been signed out.' } };
      },
    });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for ann_gm' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Account Settings' }));

    expect(await screen.findByRole('heading', { name: 'Account settings', level: 1 })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('ann@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Profile',
      'Change password',
      'Change e-mail',
      'Sessions',
      'Linked accounts',
      'Notifications',
      'API tokens',
      'Delete account',
    ]);
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );

    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = within(list).getAllByTestId('session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('This device')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('from 198.51.100.x');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    await waitFor(() => expect(within(list).getAllByTestId('session')).toHaveLength(1));
    expect(apiCalls(fetchMock)).toContain('DELETE /auth/sessions/phone');
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('checks the new password before sending, and shows a wrong current password on its field', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...routes,
      'PUT /user/password': (init) => {
        sent.push(bodyOf(init));
        return sent.length === 1
          ? { status: 403, body: { error: 'Forbidden', message: 'Your current password is not correct.' } }
          : { body: { message: 'Your password has been changed. Every other session was signed out.' } };
      },
    });
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText(/Current password/);
    const fresh = within(form).getByLabelText(/^New password/);
    const repeat = within(form).getByLabelText(/Repeat new password/);
    await userEvent.type(current, 'old-password-1');
    await userEvent.type(fresh, 'short');
    await userEvent.type(repeat, 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('The two new passwords do not match')).toBeInTheDocument();
    expect(within(form).getByText('Weak')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'Blue-line-77');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'Blue-line-77');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'old-password-1', newPassword: 'Blue-line-77' }]);

    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Every other session was signed out/)).toBeInTheDocument();
    expect(current).toHaveValue('');
  });

  it('offers an account without a password to set one, then the change form', async () => {
    const sent: unknown[] = [];
    let hasPassword = false;
    mockApi({
      ...routes,
      'GET /user/identities': () => ({ body: { hasPassword, identities: [] } }),
      'POST /user/password': (init) => {
        sent.push(bodyOf(init));
        hasPassword = true;
        return { body: { message: 'Your password is set.' } };
      },
    });
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(within(form).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^New password/), 'Blue-line-77');
    await userEvent.type(within(form).getByLabelText(/Repeat new password/), 'Blue-line-78');
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/Repeat new password/));
    await userEvent.type(within(form).getByLabelText(/Repeat new password/), 'Blue-line-77');
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByText('Your password is set.')).toBeInTheDocument();
    expect(sent).toEqual([{ newPassword: 'Blue-line-77' }]);
  });

  it('asks for an e-mail change, then offers to resend or cancel the waiting one', async () => {
    let pending: { email: string; expiresAt: string } | null = null;
    const fetchMock = mockApi({
      ...routes,
      'GET /user/email-change': () => ({ body: { pending } }),
      'PUT /user/email': (init) => {
        const { email } = bodyOf(init) as { email: string };
        if (email === 'taken@example.com') {
          return {
            status: 409,
            body: { error: 'Conflict', message: 'An account with that email already exists.' },
          };
        }
        pending = { email, expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
        return {
          body: { pending, confirmationMailSent: true, message: `We sent a confirmation link to ${email}.` },
        };
      },
      'DELETE /user/email-change': () => {
        pending = null;
        return { body: { pending: null } };
      },
    });
    renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'Change e-mail' });
    await userEvent.type(within(form).getByLabelText(/New e-mail/), 'taken@example.com');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'my-password-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('An account with that email already exists.')).toBeInTheDocument();

    const email = within(form).getByLabelText(/New e-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, '  New@Example.com ');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    const notice = await screen.findByText('Waiting for confirmation');
    expect(notice.closest('.mantine-Alert-root')).toHaveTextContent('We sent a link to new@example.com');
    expect(within(form).getByLabelText(/New e-mail/)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(screen.queryByText('Waiting for confirmation')).not.toBeInTheDocument());
    expect(apiCalls(fetchMock)).toContain('DELETE /user/email-change');
  });

  it('says when the sessions could not load and tries again', async () => {
    let fails = true;
    mockApi({
      ...routes,
      'GET /auth/sessions': () =>
        fails
          ? { status: 503, body: { error: 'Service Unavailable', message: 'The server is busy.' } }
          : { body: { sessions } },
    });
    renderApp('/settings');
    expect(await screen.findByText('Could not load your sessions')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
  });
});
