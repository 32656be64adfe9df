import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle } from './support/axe';
import { ok } from './support/league';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A receiver on 127.0.0.1 that records each POST and answers 204, as Discord does. */
async function startSink() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rinkside-hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Issue 15: the commissioner posts the league's news to a webhook and sees each delivery arrive.
test('the commissioner adds a signed JSON webhook, sends a test, sees it delivered, then deletes it', async ({
  browser,
  request,
}) => {
  const sink = await startSink();
  try {
    const commissioner = await registerVerifiedUser(request, 'hooks');
    const context = await browser.newContext();
    await signIn(context, commissioner);
    const leagueName = `Hook League ${Date.now().toString(36)}`;
    const { id: leagueId } = await ok<{ id: number }>(
      await context.request.post('/api/league/create', { data: { name: leagueName } }),
    );
    const page = await context.newPage();
    await page.goto(`/league/${leagueId}/commish`);

    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No webhooks yet. Add one below.')).toBeVisible();

    // A bad address is refused where it is typed.
    const address = section.getByRole('textbox', { name: 'Webhook URL' });
    await address.fill('ftp://example.com/hook');
    await address.blur();
    await expect(section.getByText('must be an http:// or https:// address')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add webhook' })).toBeDisabled();

    // An internal address is refused by the server, which says why at the field.
    await address.fill('https://10.0.0.1/hook');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(
      section.getByText(
        'Webhook URLs must not point at a private or internal address (10.0.0.1 is a private address).',
      ),
    ).toBeVisible();
    await expect(section.getByText('No webhooks yet. Add one below.')).toBeVisible();

    // The receiver on 127.0.0.1 is on the network the operator allows (playwright.config.ts).
    await address.fill(sink.url);
    await section.getByRole('radio', { name: 'Signed JSON' }).check();
    await section.getByRole('checkbox', { name: 'Awards' }).uncheck();
    await section.getByRole('button', { name: 'Add webhook' }).click();

    const item = section.getByRole('listitem', { name: `Webhook to ${sink.url}` });
    await expect(item).toBeVisible();
    await expect(item.getByText('Game results')).toBeVisible();
    await expect(item.getByText('Awards')).toHaveCount(0);
    await expect(address).toHaveValue('');

    // The secret is hidden until asked for; the sink checks the signature with it.
    await item.getByRole('button', { name: 'Show secret' }).click();
    const secret = (await item.getByLabel('Signing secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);

    await item.getByRole('button', { name: `Send a test to ${sink.url}` }).click();
    const deliveries = item.getByRole('list', { name: 'Last deliveries' });
    await expect(deliveries.getByRole('listitem')).toHaveCount(1);
    await expect(deliveries.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
    await expect(deliveries).toContainText('1 attempt · HTTP 204');

    expect(sink.received).toHaveLength(1);
    const [delivery] = sink.received;
    const timestamp = String(delivery?.headers['x-rinkside-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery?.rawBody}`).digest('hex');
    expect(delivery?.headers['x-rinkside-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivery?.rawBody ?? '{}')).toMatchObject({
      kind: 'test',
      league: { id: leagueId, name: leagueName },
      title: `Test from ${leagueName}`,
    });

    // The test's toast closes on its own: measured while it fades, its text would be nearly white.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
    await settle(page);
    expect((await seriousViolations(page)).join('\n')).toBe('');

    // Deleting asks first; cancelling keeps it.
    await item.getByRole('button', { name: `Delete the webhook to ${sink.url}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Delete the webhook to ${sink.url}` }).click();
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(item).toHaveCount(0);
    await expect(section.getByText('No webhooks yet. Add one below.')).toBeVisible();
    await context.close();
  } finally {
    await sink.close();
  }
});
