import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { testLeague } from '../../../test/hockey-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ImportLeaguePage } from './import-league-page';

interface Reply {
  status: number;
  body: unknown;
}

/**
 * XMLHttpRequest as far as the upload uses it: each send is recorded, reports its progress once, and
 * answers when the test calls `answer`.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      (this.uploadListeners[type] ??= []).push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? [])
      listener({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  uploaded() {
    for (const listener of this.uploadListeners.load ?? []) listener({} as ProgressEvent);
  }
  answer({ status, body }: Reply) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}

const lastSent = () => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('Nothing was sent');
  return xhr;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const zengmFile = () => new File(['\x1f\x8b'], 'hockey-league-a.json.gz', { type: 'application/gzip' });

async function chooseAndImport(file: File) {
  // Mantine's FileInput: the button is labelled, the hidden input beside it takes the file.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
  await userEvent.click(screen.getByRole('button', { name: 'Import league' }));
}

describe('ImportLeaguePage', () => {
  it('sends the chosen file as gzip, shows its progress, then the new league and what was not carried', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/12': { body: testLeague({ id: 12, name: 'Lakeshore Hockey' }) },
    });
    renderWithProviders(<ImportLeaguePage />, '/create-league/import');
    expect(screen.getByRole('button', { name: 'Import league' })).toBeDisabled();

    await chooseAndImport(zengmFile());
    const xhr = lastSent();
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/league/import', true]);
    expect(xhr.headers['Content-Type']).toBe('application/gzip');
    expect(xhr.body).toBeInstanceOf(File);

    xhr.progress(1, 2);
    const status = screen.getByRole('status', { name: 'Import progress' });
    expect(status).toHaveTextContent('Uploading hockey-league-a.json.gz (1 KB).');
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    xhr.uploaded();
    await waitFor(() => expect(status).toHaveTextContent(/^File sent\. Building the league/));

    xhr.answer({
      status: 201,
      body: {
        id: 12,
        warnings: [
          {
            code: 'store-not-carried',
            message: '40 box scores of games already played are not carried.',
            count: 40,
          },
          { code: 'setting-not-carried', message: 'God Mode is not carried.' },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'League imported' })).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Open Lakeshore Hockey' })).toHaveAttribute(
      'href',
      '/league/12',
    );
    const notCarried = screen.getByRole('list', { name: 'What could not be carried' });
    expect(
      within(notCarried)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['40 box scores of games already played are not carried.', 'God Mode is not carried.']);
  });

  it('says so when everything was carried', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/5': { body: testLeague({ id: 5, name: 'Backup League' }) } });
    renderWithProviders(<ImportLeaguePage />);
    await chooseAndImport(new File(['{}'], 'backup.json', { type: 'application/json' }));
    expect(lastSent().headers['Content-Type']).toBe('application/json');
    lastSent().answer({ status: 201, body: { id: 5, warnings: [] } });
    expect(await screen.findByText('Everything was carried.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What could not be carried' })).not.toBeInTheDocument();
  });

  it("shows the server's reason and keeps the file, so the same file can be sent again", async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/8': { body: testLeague({ id: 8, name: 'Second Try' }) } });
    renderWithProviders(<ImportLeaguePage />);
    await chooseAndImport(zengmFile());
    lastSent().answer({
      status: 400,
      body: { error: 'Bad Request', message: 'players[3].tid: the player is on two teams.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be imported');
    expect(alert).toHaveTextContent('players[3].tid: the player is on two teams.');
    expect(alert).toHaveTextContent('Nothing was written.');
    expect(screen.getByRole('button', { name: /League file/ })).toHaveTextContent('hockey-league-a.json.gz');

    await userEvent.click(screen.getByRole('button', { name: 'Import league' }));
    expect(FakeXhr.sent).toHaveLength(2);
    lastSent().answer({ status: 201, body: { id: 8, warnings: [] } });
    expect(await screen.findByRole('heading', { name: 'League imported' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says the network failed when no answer came', async () => {
    mockApi(signedOutRoutes);
    renderWithProviders(<ImportLeaguePage />);
    await chooseAndImport(zengmFile());
    lastSent().fail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network Error');
    // The server may have made the league before the connection failed: the page cannot say it did not.
    expect(alert).not.toHaveTextContent('Nothing was written.');
  });
});
