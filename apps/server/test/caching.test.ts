import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { createWebDist, type WebDist } from './support/web-dist';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// Caching is HTTP, not SQL: one dialect is enough.
describe('cache headers of the web app', () => {
  let t: TestApp;
  let web: WebDist;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    web = createWebDist();
    t = await createTestApp('sqlite', { WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('keeps hashed assets for a year, in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const script = await get(web.script.url, { 'accept-encoding': acceptEncoding });
      expect(script.statusCode).toBe(200);
      expect(script.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/assets/index-BySXoUjW.css')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has the browser revalidate the HTML that names them, also on client-side routes', async () => {
    for (const url of ['/', '/index.html', '/league/7/schedule', '/login']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // Revalidation is cheap: an unchanged page answers 304 without a body.
    const first = await get('/');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches other public files for an hour', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the precompressed twins only through negotiation', async () => {
    const twin = await get(`${web.script.url}.br`);
    expect(twin.headers['content-type']).toMatch(/^text\/html/);
    expect(twin.headers['content-encoding']).toBeUndefined();
  });
});
