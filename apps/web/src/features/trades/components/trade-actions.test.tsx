import type { TradeDetail } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { TradeActions } from './trade-actions';

const none = {
  accept: false,
  decline: false,
  counter: false,
  withdraw: false,
  approve: false,
  veto: false,
  reverse: false,
};
const trade = (actions: Partial<TradeDetail['actions']>): TradeDetail => ({
  id: 7,
  status: 'proposed',
  statusReason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-22T12:00:00.000Z',
  reviewEndsAt: null,
  completedAt: null,
  parentId: null,
  counterId: null,
  sides: [],
  note: null,
  thread: [],
  vetoVotes: 0,
  vetoVotesNeeded: 0,
  fairness: null,
  actions: { ...none, ...actions },
});

afterEach(() => vi.unstubAllGlobals());

describe('TradeActions', () => {
  it('shows only the answers the trade allows, Counter leading to the builder', () => {
    mockApi({});
    renderWithProviders(<TradeActions leagueId={3} trade={trade({ accept: true, counter: true })} />);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Counter' })).toHaveAttribute(
      'href',
      '/league/3/trades/new?counter=7',
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('asks for an optional reason before declining and sends it', async () => {
    const fetchMock = mockApi({
      'POST /league/3/trades/7/decline': { body: { ...trade({}), status: 'declined' } },
    });
    renderWithProviders(<TradeActions leagueId={3} trade={trade({ decline: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this trade?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not enough defence.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(apiCalls(fetchMock)).toContain('POST /league/3/trades/7/decline'));
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decline'))?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Not enough defence.' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in words', async () => {
    mockApi({
      'POST /league/3/trades/7/accept': {
        status: 409,
        body: { error: 'Conflict', message: 'Jack Stone is no longer on Boston Bears.' },
      },
    });
    renderWithProviders(<TradeActions leagueId={3} trade={trade({ accept: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Jack Stone is no longer on Boston Bears.')).toBeInTheDocument();
    expect(screen.getByText('That did not go through')).toBeInTheDocument();
  });
});
