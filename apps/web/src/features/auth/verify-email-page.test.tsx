import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage', () => {
  it("posts the token once and shows 'Email Verified!'", async () => {
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'POST /db/verify/tok-1': { body: { message: 'Email verified' } },
    });
    renderApp('/db/verify/tok-1');
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for verifying your email. You can now log in and access your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(apiCalls(fetchMock).filter((c) => c.startsWith('POST /db/verify'))).toHaveLength(1);
  });

  it.each([
    ['Token Expired', 'This link has expired'],
    ['Token Invalid', 'This link is not valid'],
  ])('explains %s and offers a new link', async (error, title) => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'POST /db/verify/old': { status: 400, body: { error, message: 'server text' } },
      'POST /db/users/resend-verification': {
        body: { message: 'If that account exists, a new link is on its way.' },
      },
    });
    renderApp('/db/verify/old');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username or email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('If that account exists, a new link is on its way.')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('POST /db/users/resend-verification');
  });
});
