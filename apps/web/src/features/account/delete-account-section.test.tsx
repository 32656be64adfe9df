import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORCE_LOGOUT_KEY } from '../../lib/http';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const leagues = [
  { id: 3, name: 'Solo League', gms: [] },
  {
    id: 4,
    name: 'Busy League',
    gms: [
      { userId: 11, username: 'bob_gm', teamName: 'Boston Bears' },
      { userId: 12, username: 'cara_gm', teamName: 'Calgary Cats' },
    ],
  },
];

const routes = {
  ...signedInRoutes,
  'GET /message/inbox': { body: [] },
  'GET /user/commissioned-leagues': { body: leagues },
};

async function openConfirmation() {
  renderApp('/settings');
  expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('deleting the account from the settings page', () => {
  it('asks who takes over each league with GMs, then deletes and signs out', async () => {
    let sent: unknown = null;
    const fetchMock = mockApi({
      ...routes,
      'DELETE /user': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { message: 'Your account has been deleted.' } };
      },
    });
    const dialog = await openConfirmation();
    expect(await within(dialog).findByText(/has no other GM: it will be closed/)).toHaveTextContent(
      'Solo League has no other GM',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Choose who takes over, or close the league')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password to confirm')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).not.toContain('DELETE /user');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'New commissioner of Busy League' }));
    await userEvent.click(await screen.findByRole('option', { name: 'cara_gm (Calgary Cats)' }));
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(sent).toEqual({
      password: 'correct-horse-9',
      handovers: [{ leagueId: 4, newCommissionerUserId: 12 }],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).not.toBeNull();
  });

  it('sends a league to be closed when the user chooses so', async () => {
    let sent: { handovers?: unknown } = {};
    mockApi({
      ...routes,
      'DELETE /user': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { message: 'Your account has been deleted.' } };
      },
    });
    const dialog = await openConfirmation();
    await userEvent.click(
      await within(dialog).findByRole('textbox', { name: 'New commissioner of Busy League' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Close the league' }));
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct-horse-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(sent.handovers).toEqual([{ leagueId: 4, newCommissionerUserId: null }]));
  });

  it("shows the server's reason and stays signed in when the password is wrong", async () => {
    mockApi({
      ...routes,
      'DELETE /user': {
        status: 403,
        body: { error: 'Forbidden', message: 'That password is not right. Your account was not deleted.' },
      },
    });
    const dialog = await openConfirmation();
    await userEvent.click(
      await within(dialog).findByRole('textbox', { name: 'New commissioner of Busy League' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'bob_gm (Boston Bears)' }));
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('That password is not right. Your account was not deleted.');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});
