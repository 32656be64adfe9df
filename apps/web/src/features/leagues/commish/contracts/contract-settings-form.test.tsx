import { capSeasonFor, NHL_CONTRACT_SETTINGS as NHL, type ContractSettingsResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { ContractSettingsForm } from './contract-settings-form';

const data: ContractSettingsResponse = {
  settings: NHL,
  isDefault: true,
  canEdit: true,
  thisSeason: capSeasonFor(NHL, 2026),
  nextSeason: capSeasonFor(NHL, 2027),
};

afterEach(() => vi.unstubAllGlobals());

describe('ContractSettingsForm', () => {
  it('says why Save is off when a floor is set above its cap, beside that floor', async () => {
    mockApi({});
    renderWithProviders(<ContractSettingsForm leagueId={3} data={data} />);
    const floors = screen.getAllByRole('textbox', { name: 'Floor' });
    const second = floors[1];
    if (!second) throw new Error('No second cap season');
    await userEvent.clear(second);
    await userEvent.type(second, '200000000');
    expect(screen.getByRole('button', { name: 'Save contract settings' })).toBeDisabled();
    const row = second.closest('.mantine-InputWrapper-root');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement).getByText("A season's cap floor cannot be above its upper limit."),
    ).toBeVisible();
    // Beside that floor, and in the list above Save; the other floors say nothing.
    expect(screen.getAllByText("A season's cap floor cannot be above its upper limit.")).toHaveLength(2);
  });

  it('says above Save when the cap seasons are out of order', async () => {
    mockApi({});
    renderWithProviders(<ContractSettingsForm leagueId={3} data={data} />);
    const starts = screen.getAllByRole('textbox', { name: /^Season \d starts$/ });
    const first = starts[0];
    if (!first) throw new Error('No cap season');
    await userEvent.clear(first);
    await userEvent.type(first, '2030');
    expect(screen.getByText('List the cap seasons oldest first, one entry a season.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save contract settings' })).toBeDisabled();
  });
});
