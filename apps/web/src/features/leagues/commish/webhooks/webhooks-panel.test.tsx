import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { WebhooksPanel } from './webhooks-panel';

afterEach(() => vi.unstubAllGlobals());

const webhook = {
  id: 7,
  url: 'http://127.0.0.1:9000/hook',
  format: 'json',
  kinds: ['results', 'awards'],
  secret: 'whsec_abc123',
  createdAt: '2026-10-01T12:00:00.000Z',
  createdBy: 'commish',
  lastStatus: 'failed',
};

describe('WebhooksPanel', () => {
  it('says so when the league has no webhooks', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/webhooks': { body: { webhooks: [] } } });
    renderWithProviders(<WebhooksPanel leagueId={3} />);
    expect(await screen.findByText('No webhooks yet. Add one below.')).toBeInTheDocument();
  });

  it('sends the chosen address, format and kinds, and refuses an address that is not http(s)', async () => {
    let body: unknown;
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/webhooks': { body: { webhooks: [] } },
      'POST /league/3/webhooks': (init) => {
        body = JSON.parse(String(init?.body));
        return { status: 201, body: { ...webhook, lastStatus: null } };
      },
    });
    renderWithProviders(<WebhooksPanel leagueId={3} />);
    const address = await screen.findByRole('textbox', { name: /Webhook URL/ });
    await userEvent.type(address, 'ftp://example.com');
    await userEvent.tab();
    expect(screen.getByText('must be an http:// or https:// address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();

    await userEvent.clear(address);
    await userEvent.type(address, 'http://127.0.0.1:9000/hook');
    await userEvent.click(screen.getByRole('radio', { name: 'Signed JSON' }));
    for (const kind of [
      'Game results',
      'Transactions (GM changes)',
      'Phase changes',
      'Awards',
      'Draft picks',
      "The board's mirrored channels",
    ]) {
      await userEvent.click(screen.getByRole('checkbox', { name: kind }));
    }
    expect(screen.getByText('Choose at least one kind of event.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phase changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(body).toEqual({ url: 'http://127.0.0.1:9000/hook', format: 'json', kinds: ['phases'] }),
    );
  });

  it("shows the server's reason for refusing an address at the field, until the address changes", async () => {
    const reason =
      'Webhook URLs must not point at a private or internal address (10.0.0.1 is a private address).';
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/webhooks': { body: { webhooks: [] } },
      'POST /league/3/webhooks': { status: 400, body: { error: 'Bad Request', message: reason } },
    });
    renderWithProviders(<WebhooksPanel leagueId={3} />);
    const address = await screen.findByRole('textbox', { name: /Webhook URL/ });
    await userEvent.type(address, 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(reason);
    await userEvent.type(address, 'x');
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it("shows a failed delivery's attempts and reason once the deliveries are opened", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/webhooks': { body: { webhooks: [webhook] } },
      'GET /league/3/webhooks/7/deliveries': {
        body: {
          deliveries: [
            {
              id: 70,
              kind: 'results',
              title: 'Results',
              status: 'failed',
              attempts: 6,
              lastStatusCode: 503,
              lastError: 'The receiver answered 503.',
              createdAt: '2026-10-01T12:00:00.000Z',
              nextAttemptAt: null,
              deliveredAt: null,
            },
          ],
        },
      },
    });
    renderWithProviders(<WebhooksPanel leagueId={3} />);
    const item = await screen.findByRole('listitem', { name: 'Webhook to http://127.0.0.1:9000/hook' });
    expect(within(item).queryByText('whsec_abc123')).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Show secret' }));
    expect(within(item).getByLabelText('Signing secret')).toHaveTextContent('whsec_abc123');
    await userEvent.click(within(item).getByRole('button', { name: 'Show deliveries' }));
    const deliveries = await within(item).findByRole('list', { name: 'Last deliveries' });
    expect(within(deliveries).getByText('6 attempts · HTTP 503 · given up')).toBeInTheDocument();
    expect(within(deliveries).getByText('The receiver answered 503.')).toBeInTheDocument();
  });
});
