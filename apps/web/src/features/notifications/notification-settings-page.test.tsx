import { NOTIFICATION_KINDS, type NotificationPreferences } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { FakeEventSource } from '../../test/fake-event-source';
import { renderApp } from '../../test/render';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const defaults = {
  ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'app'])),
  digest: 'daily',
} as NotificationPreferences;

const routes = { ...signedInRoutes, 'GET /message/inbox': { body: [] } };

describe('the notification settings page', () => {
  it('opens from the bell, groups the kinds, and saves only what changed', async () => {
    let sent: unknown = null;
    const fetchMock = mockApi({
      ...routes,
      'GET /notifications/preferences': { body: defaults },
      'PUT /notifications/preferences': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { ...defaults, game_final: 'app_email', digest: 'immediately' } };
      },
    });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { name: 'Notification settings' })).toBeInTheDocument();
    const games = await screen.findByRole('region', { name: 'Games' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual(['E-mail', 'League & seats', 'Games', 'Players', 'Season']);
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await userEvent.click(within(games).getAllByRole('radio', { name: 'In app + e-mail' })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
    expect(screen.getByText(/1 kind is mailed to you/)).toBeInTheDocument();
    await userEvent.click(save);

    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(sent).toEqual({ game_final: 'app_email', digest: 'immediately' });
    expect(apiCalls(fetchMock)).toContain('PUT /notifications/preferences');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('says when saving failed and keeps the choice; offers a retry when loading failed', async () => {
    let loadFails = true;
    mockApi({
      ...routes,
      'GET /notifications/preferences': () =>
        loadFails
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Down' } }
          : { body: defaults },
      'PUT /notifications/preferences': {
        status: 400,
        body: { error: 'Bad Request', message: 'digest: Invalid option' },
      },
    });
    renderApp('/settings/notifications');
    expect(await screen.findByText('Could not load your notification settings')).toBeInTheDocument();
    loadFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    await userEvent.click(await screen.findByRole('radio', { name: 'Never' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save your notification settings');
    expect(alert).toHaveTextContent('digest: Invalid option');
    expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked();
  });

  it('is reachable from the account menu', async () => {
    mockApi({ ...routes, 'GET /notifications/preferences': { body: defaults } });
    renderApp('/inbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for ann_gm' }));
    expect(await screen.findByRole('menuitem', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('explains each kind: what it tells, whether it needs action or is news, and its default', async () => {
    mockApi({ ...routes, 'GET /notifications/preferences': { body: defaults } });
    renderApp('/settings/notifications');
    const games = await screen.findByRole('region', { name: 'Games' });
    const results = within(games).getByRole('radiogroup', { name: "Your team's game is final" });
    expect(results).toHaveAccessibleDescription(
      "Your team's results, one line per run of games while you have not read it.",
    );
    const row = results.parentElement as HTMLElement;
    expect(within(row).getByText('News')).toBeInTheDocument();
    expect(within(row).getByText('Default: In app')).toBeInTheDocument();
    const lineup = within(games).getByRole('radiogroup', { name: 'Your lineup needs attention' });
    expect(within(lineup.parentElement as HTMLElement).getByText('Needs action')).toBeInTheDocument();
    const players = screen.getByRole('region', { name: 'Players' });
    const injured = within(players).getByRole('radiogroup', { name: 'Your player is injured' });
    expect(within(injured.parentElement as HTMLElement).getByText('Default: Off')).toBeInTheDocument();
  });
});
