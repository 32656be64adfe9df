import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { LeagueVisibilityForm } from './league-visibility-form';

// The toasts outlive a test's render: each test starts with none.
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('LeagueVisibilityForm', () => {
  it('saves members-only once the commissioner picks it, and explains each choice', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...signedOutRoutes,
      'PUT /league/3/settings/visibility': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: { visibility: 'members' } };
      },
    });
    renderWithProviders(<LeagueVisibilityForm leagueId={3} current="public" />);
    const save = screen.getByRole('button', { name: 'Save visibility' });
    expect(save).toBeDisabled();
    expect(screen.getByText(/its pages say “This league is private or does not exist”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Members only/ }));
    await userEvent.click(save);
    expect(await screen.findByText('The league is now members only.')).toBeInTheDocument();
    expect(bodies).toEqual([{ visibility: 'members' }]);
  });

  it("shows the server's message when the change is refused", async () => {
    mockApi({
      ...signedOutRoutes,
      'PUT /league/3/settings/visibility': {
        status: 403,
        body: { error: 'Forbidden', message: 'Only the league commissioner can do that.' },
      },
    });
    renderWithProviders(<LeagueVisibilityForm leagueId={3} current="members" />);
    await userEvent.click(screen.getByRole('radio', { name: /Public/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save visibility' }));
    expect(await screen.findByText('Only the league commissioner can do that.')).toBeInTheDocument();
  });

  it('says the change was saved even when the form is shown afresh before the answer comes', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({
      ...signedOutRoutes,
      'PUT /league/3/settings/visibility': () => new Promise((resolve) => (answer = resolve)),
    });
    // The commissioner's page keys the form on the league's visibility: reading the league again shows a new one.
    function ShownAfresh() {
      const [shown, setShown] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setShown((n) => n + 1)}>
            Show afresh
          </button>
          <LeagueVisibilityForm key={shown} leagueId={3} current="public" />
        </>
      );
    }
    renderWithProviders(<ShownAfresh />);
    await userEvent.click(screen.getByRole('radio', { name: /Members only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save visibility' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show afresh' }));
    answer({ body: { visibility: 'members' } });
    expect(await screen.findByText('The league is now members only.')).toBeInTheDocument();
  });
});
