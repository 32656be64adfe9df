import type { ApiToken } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ApiTokensSection } from './api-tokens-section';

afterEach(() => vi.unstubAllGlobals());

const bot: ApiToken = {
  id: 7,
  name: 'Discord bot',
  scope: 'read',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};
const SECRET = `rks_${'a'.repeat(43)}`;
const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

describe('ApiTokensSection', () => {
  it('says when there are no tokens', async () => {
    mockApi({ ...signedInRoutes, 'GET /user/tokens': { body: { tokens: [] } } });
    renderWithProviders(<ApiTokensSection />, '/settings');
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
  });

  it('creates a token with its name, scope and expiry, shows it once, and lists it', async () => {
    const user = userEvent.setup({ delay: null });
    let listed: ApiToken[] = [];
    const made = { ...bot, scope: 'write' as const, expiresAt: '2027-01-01T00:00:00.000Z' };
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /user/tokens': () => ({ body: { tokens: listed } }),
      'POST /user/tokens': (init) => {
        expect(bodyOf(init)).toEqual({ name: 'Discord bot', scope: 'write', expiresInDays: 365 });
        listed = [made];
        return { status: 201, body: { message: 'Copy it.', apiToken: made, secret: SECRET } };
      },
    });
    renderWithProviders(<ApiTokensSection />, '/settings');
    await screen.findByText('You have no API tokens.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name, such as "Discord bot".')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).not.toContain('POST /user/tokens');

    await user.type(screen.getByLabelText('Token name'), ' Discord bot ');
    await user.selectOptions(screen.getByLabelText('Scope'), 'write');
    await user.selectOptions(screen.getByLabelText('Expires after'), '365');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-api-token')).toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    const row = await screen.findByTestId('api-token');
    expect(within(row).getByText('Read and write')).toBeInTheDocument();
    expect(within(row).getByText(/never used/)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(SECRET);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-api-token')).not.toBeInTheDocument();
  });

  it('revokes a token and shows the server refusal when creating fails', async () => {
    const user = userEvent.setup({ delay: null });
    let listed: ApiToken[] = [bot];
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /user/tokens': () => ({ body: { tokens: listed } }),
      'DELETE /user/tokens/7': () => {
        listed = [];
        return { body: { message: 'The token was revoked.' } };
      },
      'POST /user/tokens': {
        status: 400,
        body: { error: 'Bad Request', message: 'You already have 20 API tokens.' },
      },
    });
    renderWithProviders(<ApiTokensSection />, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Revoke Discord bot' }));
    expect(await screen.findByText('You have no API tokens.')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('DELETE /user/tokens/7');

    await user.type(screen.getByLabelText('Token name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('You already have 20 API tokens.')).toBeInTheDocument();
  });
});
