import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// Over plain http on a name other than localhost, `upgrade-insecure-requests` and HSTS make the
// browser fetch every script over https, which nothing answers: the page stays blank.
describe.each([
  { publicUrl: 'http://rinkside.test:3000', https: false },
  { publicUrl: 'https://rinkside.test', https: true },
])('security headers with PUBLIC_URL $publicUrl', ({ publicUrl, https }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: publicUrl });
  });
  afterAll(() => t.close());

  it(`${https ? 'sends' : 'sends no'} upgrade-insecure-requests and HSTS`, async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp.includes('upgrade-insecure-requests')).toBe(https);
    expect(response.headers['strict-transport-security'] !== undefined).toBe(https);
  });
});
