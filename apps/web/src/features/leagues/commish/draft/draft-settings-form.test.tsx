import { DEFAULT_DRAFT_SETTINGS, type DraftSettingsResponse } from '@rinkside/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { DraftSettingsForm } from './draft-settings-form';

const data = (canEdit: boolean): DraftSettingsResponse => ({
  settings: DEFAULT_DRAFT_SETTINGS,
  isDefault: true,
  canEdit,
});

afterEach(() => vi.unstubAllGlobals());

describe('DraftSettingsForm', () => {
  it('shows the fields of the chosen clock and saves the whole set', async () => {
    let sent: unknown = null;
    mockApi({
      'PUT /league/3/draft-settings': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: { settings: sent, isDefault: false, canEdit: true } };
      },
    });
    renderWithProviders(<DraftSettingsForm leagueId={3} data={data(true)} />);
    expect(screen.getByRole('textbox', { name: /Seconds, round 1/ })).toHaveValue('120');
    expect(screen.queryByRole('textbox', { name: /Hours a pick/ })).not.toBeInTheDocument();
    const rounds = screen.getByRole('textbox', { name: /^Rounds/ });
    await userEvent.clear(rounds);
    await userEvent.type(rounds, '11');
    expect(screen.getByText('At most 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft settings' })).toBeDisabled();
    await userEvent.clear(rounds);
    await userEvent.type(rounds, '4');
    await userEvent.click(screen.getByRole('textbox', { name: 'Pick clock' }));
    await userEvent.click(await screen.findByRole('option', { name: /Asynchronous/ }));
    expect(screen.getByRole('textbox', { name: /Hours a pick/ })).toHaveValue('8');
    expect(screen.queryByRole('textbox', { name: /Seconds, round 1/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft settings' }));
    await waitFor(() => expect(sent).toEqual({ ...DEFAULT_DRAFT_SETTINGS, rounds: 4, clockMode: 'async' }));
  });

  it('is read-only for a GM', () => {
    mockApi({});
    renderWithProviders(<DraftSettingsForm leagueId={3} data={data(false)} />);
    expect(screen.getByRole('textbox', { name: /^Rounds/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save draft settings' })).not.toBeInTheDocument();
  });
});
