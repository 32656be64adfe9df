import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { LinkedAccountsSection } from '../linked-accounts-section';
import { ChangeEmailSection } from '../sections/change-email-section';
import { SetPasswordSection } from '../sections/set-password-section';
import { ConfirmIdentityProvider } from './confirm-identity-context';

afterEach(() => vi.unstubAllGlobals());

const providers = { providers: [{ name: 'google', label: 'Google' }] };
const googleIdentity = {
  provider: { name: 'google', label: 'Google' },
  email: 'ann@example.com',
  linkedAt: '2026-01-01T00:00:00.000Z',
};
const required = {
  status: 403,
  body: { error: 'ReauthenticationRequired', message: 'Confirm it is you: enter your password again.' },
};
const confirming = (node: React.ReactNode) => (
  <ConfirmIdentityProvider returnTo="/settings">{node}</ConfirmIdentityProvider>
);

describe("Confirm it's you", () => {
  it('asks an account with a password for it, then retries the unlink', async () => {
    const user = userEvent.setup({ delay: null });
    let unlinks = 0;
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: true, identities: [googleIdentity] } },
      'DELETE /user/identities/google': () =>
        ++unlinks === 1 ? required : { body: { message: 'Unlinked' } },
      'POST /auth/reauthenticate': (init) =>
        JSON.parse(String(init?.body)).password === 'right-password'
          ? { body: { recent: true, expiresAt: '2026-01-01T00:10:00.000Z', method: 'password' } }
          : { status: 403, body: { error: 'Forbidden', message: 'That password is not right. Try again.' } },
    });
    renderWithProviders(confirming(<LinkedAccountsSection />), '/settings');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'wrong-password{Enter}');
    expect(await within(dialog).findByText('That password is not right. Try again.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'right-password{Enter}');
    await waitFor(() => expect(unlinks).toBe(2));
    expect(apiCalls(fetchMock).filter((call) => call === 'DELETE /user/identities/google')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refusal that asked for the proof is not shown as a failure.
    expect(screen.queryByText('Could not unlink')).not.toBeInTheDocument();
  });

  it('sends an account without a password through its provider and back to settings', async () => {
    const user = userEvent.setup({ delay: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: false, identities: [googleIdentity] } },
      'POST /user/password': required,
    });
    renderWithProviders(confirming(<SetPasswordSection />), '/settings');
    await user.type(await screen.findByLabelText(/^New password/), 'Crease-keeper-42');
    await user.type(screen.getByLabelText(/^Repeat new password/), 'Crease-keeper-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(
      '/api/auth/oidc/google/start?intent=reauthenticate&returnTo=%2Fsettings',
    );
    expect(screen.queryByText('Password not set')).not.toBeInTheDocument();
  });

  it('lets an account without a password change its e-mail without asking for one, after its provider confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /auth/oidc/providers': { body: providers },
      'GET /user/identities': { body: { hasPassword: false, identities: [googleIdentity] } },
      'GET /user/email-change': { body: { pending: null } },
      'PUT /user/email': required,
    });
    renderWithProviders(confirming(<ChangeEmailSection />), '/settings');
    await user.type(await screen.findByLabelText(/^New e-mail/), 'ann@example.org');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'ann@example.org' });
    expect(screen.queryByText('E-mail not changed')).not.toBeInTheDocument();
  });
});
