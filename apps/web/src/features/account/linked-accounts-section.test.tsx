import { LAST_SIGN_IN_METHOD } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ConfirmIdentityProvider } from './confirm-identity/confirm-identity-context';
import { LinkedAccountsSection } from './linked-accounts-section';

const section = (
  <ConfirmIdentityProvider returnTo="/settings">
    <LinkedAccountsSection />
  </ConfirmIdentityProvider>
);

afterEach(() => vi.unstubAllGlobals());

const providers = {
  providers: [
    { name: 'google', label: 'Google' },
    { name: 'discord', label: 'Discord' },
  ],
};
const googleIdentity = {
  provider: { name: 'google', label: 'Google' },
  email: 'ann@example.com',
  linkedAt: '2026-01-01T00:00:00.000Z',
};

describe('LinkedAccountsSection', () => {
  it('keeps the only way into an account without a password, and offers the providers not linked', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: false, identities: [googleIdentity] } },
    });
    renderWithProviders(section, '/settings');
    expect(await screen.findByText('Linked as ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    expect(screen.getByText(LAST_SIGN_IN_METHOD)).toBeInTheDocument();
    expect(screen.getByText('Not linked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Discord' })).toBeEnabled();
  });

  it('unlinks when the account has a password, and shows the server refusal when there is one', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: true, identities: [googleIdentity] } },
      'DELETE /user/identities/google': {
        status: 409,
        body: { error: 'Conflict', message: 'Someone unlinked the other way in just now.' },
      },
    });
    renderWithProviders(section, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone unlinked the other way in just now.')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('DELETE /user/identities/google');
  });

  it.each([
    ['/settings?linked=google', 'Google is now linked to your account.'],
    [
      '/settings?social_error=identity-taken',
      'That provider account is already linked to another Rinkside account.',
    ],
  ])('at %s says what came of linking', async (path, message) => {
    mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: true, identities: [googleIdentity] } },
    });
    renderWithProviders(section, path);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
