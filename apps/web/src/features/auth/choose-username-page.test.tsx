import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const pending = {
  provider: { name: 'google', label: 'Google' },
  email: 'ann@example.com',
  next: 'choose-username',
  suggestedUsername: 'ann',
};

describe('ChooseUsernamePage', () => {
  it('starts from the suggested name and checks the registration rule before asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({ ...signedOutRoutes, 'GET /auth/oidc/pending': { body: pending } });
    renderApp('/welcome/choose-username');
    const field = await screen.findByLabelText(/^Username/);
    expect(field).toHaveValue('ann');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'a b');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Username must be 3-24 characters: letters, digits, _ or -')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).not.toContain('POST /auth/oidc/create');
  });

  it("shows the server's reason when the name is taken", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...signedOutRoutes,
      'GET /auth/oidc/pending': { body: pending },
      'POST /auth/oidc/create': {
        status: 409,
        body: { error: 'Conflict', message: 'That username is already taken. Please choose another.' },
      },
    });
    renderApp('/welcome/choose-username');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('That username is already taken. Please choose another.'),
    ).toBeInTheDocument();
  });

  it('says when nothing is waiting (expired or finished) and leads back to sign in', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /auth/oidc/pending': {
        status: 404,
        body: { error: 'Not Found', message: 'This sign-in has expired or was already finished.' },
      },
    });
    renderApp('/welcome/choose-username');
    expect(await screen.findByText('This sign-in has expired or was already finished.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
