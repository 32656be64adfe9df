import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes, signedOutRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const DONE = { message: 'Your password has been changed.' };

async function fillIn(password: string, confirmation: string) {
  const user = userEvent.setup({ delay: null });
  if (password) await user.type(await screen.findByLabelText(/^New password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it.each([
    ['Blue-line-42', 'Blue-line-43', 'The two passwords do not match'],
    ['Blue-line-42', '', 'Type the new password again'],
    ['short', 'short', 'Password must be at least 8 characters'],
    ['password', 'password', /too common/],
    ['', '', 'Password must be at least 8 characters'],
  ])('refuses %j / %j in the browser: %s', async (password, confirmation, message) => {
    const fetchMock = mockApi(signedOutRoutes);
    renderApp('/reset-password/tok-1');
    await fillIn(password, confirmation);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual(['GET /auth/check-session']);
  });

  it('shows the registration strength meter as the password is typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(signedOutRoutes);
    renderApp('/reset-password/tok-1');
    const input = await screen.findByLabelText(/^New password/);
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    await user.type(input, 'Abcdefg1!');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Very strong')).toBeInTheDocument();
  });

  it('sends the token and the new password, then says so and links to the login', async () => {
    let body: unknown;
    mockApi({
      ...signedOutRoutes,
      'POST /auth/reset-password': (init) => {
        body = JSON.parse(String(init?.body));
        return { body: DONE };
      },
    });
    renderApp('/reset-password/tok-1');
    await fillIn('Blue-line-42', 'Blue-line-42');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(
      screen.getByText(/every device signed in to your account has been signed out/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(body).toEqual({ token: 'tok-1', password: 'Blue-line-42' });
  });

  it.each([
    ['Token Expired', 'This link has expired'],
    ['Token Invalid', 'This link is not valid'],
  ])('explains %s and offers a new link', async (error, title) => {
    mockApi({
      ...signedOutRoutes,
      'POST /auth/reset-password': { status: 400, body: { error, message: 'The server says why.' } },
    });
    renderApp('/reset-password/old');
    await fillIn('Blue-line-42', 'Blue-line-42');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('The server says why.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("keeps the form and shows the server's reason when it refuses the password", async () => {
    mockApi({
      ...signedOutRoutes,
      'POST /auth/reset-password': {
        status: 400,
        body: { error: 'Bad Request', message: 'Password must be at most 200 characters.' },
      },
    });
    renderApp('/reset-password/tok-1');
    await fillIn('Blue-line-42', 'Blue-line-42');
    expect(await screen.findByText('Password must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password not changed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
  });

  it('signs a browser that was still signed in out, and sends it to the login', async () => {
    mockApi({ ...signedInRoutes, 'POST /auth/reset-password': { body: DONE } });
    renderApp('/reset-password/tok-1');
    await fillIn('Blue-line-42', 'Blue-line-42');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});
