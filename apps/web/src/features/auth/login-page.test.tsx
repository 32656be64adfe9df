import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** The calls but the provider list the social buttons load beside the form. */
const formCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  apiCalls(fetchMock).filter((call) => call !== 'GET /auth/oidc/providers');

async function signIn(routes: Parameters<typeof mockApi>[0]) {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockApi({ ...signedOutRoutes, ...routes });
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome Back' });
  await user.type(screen.getByLabelText(/^Username/), 'ann_gm');
  await user.type(screen.getByLabelText(/^Password/), 'Longenough1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { user, fetchMock };
}

describe('LoginPage (SPEC §2, §4)', () => {
  it('shows the texts of the sign-in screen, with a button for each configured provider', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /auth/oidc/providers': {
        body: {
          providers: [
            { name: 'google', label: 'Google' },
            { name: 'club', label: 'Club login' },
          ],
        },
      },
    });
    renderApp('/login');
    expect(await screen.findByText('Sign in to your account')).toBeInTheDocument();
    expect(screen.getByText('The home of simulation hockey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up here" })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(await screen.findByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start',
    );
    expect(screen.getByRole('link', { name: 'Club login' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/club/start',
    );
    expect(screen.queryByRole('link', { name: 'Discord' })).not.toBeInTheDocument();
    expect(screen.getByText('Or continue with username')).toBeInTheDocument();
  });

  it('shows no social buttons, nor the divider, when no provider is configured', async () => {
    mockApi({ ...signedOutRoutes, 'GET /auth/oidc/providers': { body: { providers: [] } } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('Or continue with username')).not.toBeInTheDocument();
  });

  it('says why a provider sent the visitor back without signing in', async () => {
    mockApi(signedOutRoutes);
    renderApp('/login?social_error=email-unverified-taken');
    expect(await screen.findByText(/the provider has not verified the address/)).toBeInTheDocument();
  });

  it('requires username and password', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi(signedOutRoutes);
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(formCalls(fetchMock)).toEqual(['GET /auth/check-session']);
  });

  it('signs in, loads the user and goes to the dashboard', async () => {
    const { fetchMock } = await signIn({
      'POST /auth/login': { body: { message: 'Logged in' } },
      'GET /db/users/get': { body: { user: testUser } },
      'GET /league/user': { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, ann_gm!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(formCalls(fetchMock).slice(0, 3)).toEqual([
      'GET /auth/check-session',
      'POST /auth/login',
      'GET /db/users/get',
    ]);
  });

  it('shows the server message for wrong credentials', async () => {
    await signIn({
      'POST /auth/login': {
        status: 401,
        body: { error: 'Unauthorized', message: 'Invalid username or password' },
      },
    });
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it("falls back to 'Login failed. Please try again.' (SPEC §8)", async () => {
    await signIn({ 'POST /auth/login': { status: 500 } });
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('offers to resend the verification e-mail when the address is not verified', async () => {
    const { user, fetchMock } = await signIn({
      'POST /auth/login': {
        status: 403,
        body: { error: 'Email Not Verified', message: 'Please verify your email before signing in.' },
      },
      'POST /db/users/resend-verification': { body: { message: 'A new verification link is on its way.' } },
    });
    expect(await screen.findByText('Please verify your email before signing in.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new verification link is on its way.')).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resend-verification'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ login: 'ann_gm' });
  });
});
