import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes, signedOutRoutes } from '../../test/api-mock';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const routes = { ...signedInRoutes, 'GET /message/inbox': { body: [] } };

describe('the e-mail change link', () => {
  it('confirms the change once, signed in', async () => {
    let sent: unknown = null;
    const fetchMock = mockApi({
      ...routes,
      'POST /user/email/confirm': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { message: 'Your e-mail is now new@example.com.', email: 'new@example.com' } };
      },
    });
    renderApp('/confirm-email/tok-123');
    expect(await screen.findByRole('heading', { name: 'E-mail changed' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail is now new@example.com.')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-123' });
    expect(apiCalls(fetchMock).filter((c) => c === 'POST /user/email/confirm')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Account Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it("shows the server's reason when the link does not work", async () => {
    mockApi({
      ...routes,
      'POST /user/email/confirm': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'An account with that email already exists. Choose another address.',
        },
      },
    });
    renderApp('/confirm-email/tok-123');
    expect(await screen.findByRole('heading', { name: 'Your e-mail was not changed' })).toBeInTheDocument();
    expect(screen.getByText(/already exists/)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, and comes back to the link after signing in', async () => {
    let signedIn = false;
    mockApi({
      ...signedOutRoutes,
      ...routes,
      'GET /auth/check-session': () => ({ body: { loggedIn: signedIn } }),
      'POST /auth/login': () => {
        signedIn = true;
        return { body: { message: 'Signed in' } };
      },
      'POST /user/email/confirm': {
        body: { message: 'Your e-mail is now new@example.com.', email: 'new@example.com' },
      },
    });
    renderApp('/confirm-email/tok-9');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to confirm your new e-mail' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in to confirm' }));
    await userEvent.type(await screen.findByLabelText(/Username/), 'ann_gm');
    await userEvent.type(screen.getByLabelText(/Password/), 'my-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'E-mail changed' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/confirm-email/tok-9');
  });
});
