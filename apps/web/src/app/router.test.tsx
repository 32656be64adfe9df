import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORCE_LOGOUT_KEY } from '../lib/http';
import { apiCalls, mockApi, signedInRoutes, signedOutRoutes, testMessage } from '../test/api-mock';
import { renderApp } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

describe('route tables (SPEC §2)', () => {
  it('shows a loading text while the session is unknown', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({ 'GET /auth/check-session': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/dashboard');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => answer({ body: { loggedIn: false } }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  describe('signed out', () => {
    it('shows the landing page at / with Log in and Sign up in the header', async () => {
      mockApi(signedOutRoutes);
      renderApp('/');
      expect(await screen.findByRole('heading', { name: 'Welcome to Rinkside!' })).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      expect(within(header).getByRole('link', { name: 'HOW TO' })).toHaveAttribute('href', '/how-to');
      expect(within(header).getByRole('link', { name: 'COMMUNITY' })).toHaveAttribute('href', '/community');
    });

    it('switches between light and dark from the header toggle', async () => {
      mockApi(signedOutRoutes);
      renderApp('/');
      await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    });

    it.each(['/dashboard', '/league/1', '/no-such-page'])('redirects %s to /login', async (path) => {
      mockApi(signedOutRoutes);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(location()).toBe('/login');
    });

    it.each(['/login', '/register'])('hides the navigation bar on %s', async (path) => {
      mockApi(signedOutRoutes);
      renderApp(path);
      await screen.findByRole('heading', { name: path === '/login' ? 'Welcome Back' : 'Join Rinkside' });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    });

    it('opens the e-mail verification page', async () => {
      mockApi({ ...signedOutRoutes, 'POST /db/verify/abc': { body: { message: 'Email verified' } } });
      renderApp('/db/verify/abc');
      expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    });

    it.each(['/how-to', '/community'])('serves %s', async (path) => {
      mockApi(signedOutRoutes);
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(location()).toBe(path);
    });
  });

  describe('signed in', () => {
    it.each(['/', '/register', '/login', '/no-such-page'])('redirects %s to /dashboard', async (path) => {
      mockApi(signedInRoutes);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Welcome back, ann_gm!' })).toBeInTheDocument();
      expect(location()).toBe('/dashboard');
    });

    it('shows the avatar menu instead of Log in / Sign up', async () => {
      mockApi(signedInRoutes);
      renderApp('/dashboard');
      const account = await screen.findByRole('button', { name: 'Account menu for ann_gm' });
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      await userEvent.click(account);
      expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('menuitem', { name: /Inbox/ })).toHaveAttribute('href', '/inbox');
      expect(screen.getByRole('menuitem', { name: 'Recruitments' })).toHaveAttribute('href', '/recruitments');
      expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
    });

    it('counts unread received messages for the avatar badge', async () => {
      mockApi({
        ...signedInRoutes,
        'GET /message/inbox': {
          body: [
            testMessage({ id: 1, senderId: 3, receiverId: 7, isRead: false }),
            testMessage({ id: 2, senderId: 3, receiverId: 7, isRead: true }),
            testMessage({ id: 3, senderId: 7, receiverId: 3, isRead: false }),
            testMessage({ id: 4, senderId: 4, receiverId: 7, isRead: false }),
          ],
        },
      });
      renderApp('/dashboard');
      expect(
        await screen.findByRole('button', { name: 'Account menu for ann_gm, 2 unread messages' }),
      ).toBeInTheDocument();
    });

    it('treats a missing inbox endpoint as no unread messages', async () => {
      const fetchMock = mockApi({ ...signedInRoutes, 'GET /message/inbox': { status: 501 } });
      renderApp('/dashboard');
      await waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /message/inbox'));
      expect(screen.getByRole('button', { name: 'Account menu for ann_gm' })).toBeInTheDocument();
    });

    it('signs out and goes to the landing page when another tab writes force-logout', async () => {
      mockApi(signedInRoutes);
      renderApp('/dashboard');
      await screen.findByRole('heading', { name: 'Welcome back, ann_gm!' });
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key: FORCE_LOGOUT_KEY, newValue: String(Date.now()) }),
        );
      });
      expect(await screen.findByRole('heading', { name: 'Welcome to Rinkside!' })).toBeInTheDocument();
      expect(location()).toBe('/');
    });

    it('signs this tab out when the session cannot be refreshed', async () => {
      mockApi({
        ...signedInRoutes,
        'GET /league/user': { status: 401, body: { error: 'Unauthorized', message: 'Access token expired' } },
        'POST /auth/refresh': {
          status: 401,
          body: { error: 'Unauthorized', message: 'Refresh token revoked' },
        },
      });
      renderApp('/dashboard');
      expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(location()).toBe('/login');
      expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    });

    it('logs out from the avatar menu, writes the force-logout marker and goes to /', async () => {
      const fetchMock = mockApi({
        ...signedInRoutes,
        'POST /auth/logout': { body: { message: 'Logged out' } },
      });
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Account menu for ann_gm' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByRole('heading', { name: 'Welcome to Rinkside!' })).toBeInTheDocument();
      expect(location()).toBe('/');
      expect(apiCalls(fetchMock)).toContain('POST /auth/logout');
      expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
    });

    it('clears the session locally and says so when logout fails (SPEC §8)', async () => {
      mockApi({ ...signedInRoutes, 'POST /auth/logout': { status: 500 } });
      renderApp('/dashboard');
      await userEvent.click(await screen.findByRole('button', { name: 'Account menu for ann_gm' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      expect(await screen.findByText('Logout failed, but session cleared locally')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Welcome to Rinkside!' })).toBeInTheDocument();
      expect(location()).toBe('/');
      expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toBeNull();
    });
  });
});
