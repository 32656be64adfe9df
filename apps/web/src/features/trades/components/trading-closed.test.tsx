import { DEFAULT_TRADE_SETTINGS, type TradeSettingsResponse } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { TradingClosed } from './trading-closed';

const rules = (closedReason: string | null): TradeSettingsResponse => ({
  settings: DEFAULT_TRADE_SETTINGS,
  canEdit: false,
  deadlineThisSeason: '2027-03-01',
  closedReason,
});

afterEach(() => vi.unstubAllGlobals());

describe('TradingClosed', () => {
  it('says why trading is closed as soon as the builder opens', async () => {
    const reason = 'The trade deadline (Mar 1, 2027) has passed: trading opens again in the offseason.';
    mockApi({ 'GET /league/3/trade-settings': { body: rules(reason) } });
    renderWithProviders(<TradingClosed leagueId={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Trading is closed${reason}`);
  });

  it('says nothing while trading is open', async () => {
    const fetchMock = mockApi({ 'GET /league/3/trade-settings': { body: rules(null) } });
    renderWithProviders(<TradingClosed leagueId={3} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
