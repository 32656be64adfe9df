import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const ANSWER =
  "If an account uses that address, we've sent a link to reset its password. It's good for one hour.";

describe('ForgotPasswordPage', () => {
  it('is reached from the login page, under the password field', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(signedOutRoutes);
    renderApp('/login');
    const password = await screen.findByLabelText(/^Password/);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(password.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('checks the address before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi(signedOutRoutes);
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toEqual(['GET /auth/check-session']);
  });

  it("sends the address and shows the server's one answer", async () => {
    const user = userEvent.setup({ delay: null });
    let body: unknown;
    mockApi({
      ...signedOutRoutes,
      'POST /auth/forgot-password': (init) => {
        body = JSON.parse(String(init?.body));
        return { body: { message: ANSWER } };
      },
    });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ann@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows why the server refused, such as too many requests', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...signedOutRoutes,
      'POST /auth/forgot-password': {
        status: 429,
        body: { error: 'Too Many Requests', message: 'Too many reset links were asked for this address.' },
      },
    });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many reset links were asked for this address.')).toBeInTheDocument();
    expect(screen.getByText('Could not send the link')).toBeInTheDocument();
    expect(screen.queryByText(ANSWER)).not.toBeInTheDocument();
  });
});
