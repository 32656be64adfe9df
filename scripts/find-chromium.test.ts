import { describe, expect, it } from 'vitest';
import { describeChromium, findChromium } from './find-chromium.mjs';

const linux = { platform: 'linux', arch: 'x64' };
const present =
  (...paths: string[]) =>
  (path: string): boolean =>
    paths.includes(path);
const bundled = async (): Promise<string> => '/tmp/chromium';
const noBundle = async (): Promise<string> => {
  throw new Error('bundle must not be unpacked');
};

describe('findChromium', () => {
  it('uses CHROMIUM_PATH before a system browser', async () => {
    const found = await findChromium({
      ...linux,
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      systemBrowsers: ['/usr/bin/chromium'],
      isExecutable: present('/opt/chrome/chrome', '/usr/bin/chromium'),
      bundled: noBundle,
    });
    expect(found).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH that is not there instead of quietly using another browser', async () => {
    const found = await findChromium({
      ...linux,
      env: { CHROMIUM_PATH: '/nowhere/chrome' },
      systemBrowsers: ['/usr/bin/chromium'],
      isExecutable: present('/usr/bin/chromium'),
      bundled,
    });
    expect(found.path).toBeNull();
    expect(describeChromium(found)).toContain('CHROMIUM_PATH=/nowhere/chrome is not an executable file');
  });

  it('takes the first system browser there is, without unpacking the npm one', async () => {
    const found = await findChromium({
      ...linux,
      env: {},
      systemBrowsers: ['/usr/bin/chromium', '/usr/bin/google-chrome'],
      isExecutable: present('/usr/bin/google-chrome'),
      bundled: noBundle,
    });
    expect(found).toEqual({ path: '/usr/bin/google-chrome', source: 'the system browser' });
  });

  it('falls back to the npm package on Linux x64', async () => {
    const found = await findChromium({
      ...linux,
      env: {},
      systemBrowsers: ['/usr/bin/chromium'],
      isExecutable: present(),
      bundled,
    });
    expect(found).toEqual({ path: '/tmp/chromium', source: 'the npm package @sparticuz/chromium' });
  });

  it('says what it tried when the npm package cannot be used', async () => {
    const found = await findChromium({
      ...linux,
      env: {},
      systemBrowsers: ['/usr/bin/chromium'],
      isExecutable: present(),
      bundled: async () => {
        throw new Error("Cannot find package '@sparticuz/chromium'");
      },
    });
    expect(found.path).toBeNull();
    const message = describeChromium(found);
    expect(message).toContain('none of /usr/bin/chromium exists');
    expect(message).toContain("Cannot find package '@sparticuz/chromium'");
    expect(message).toContain('set CHROMIUM_PATH');
  });

  it('does not try the npm package where it has no build', async () => {
    const found = await findChromium({
      platform: 'darwin',
      arch: 'arm64',
      env: {},
      systemBrowsers: ['/usr/bin/chromium'],
      isExecutable: present(),
      bundled: noBundle,
    });
    expect(found.path).toBeNull();
    expect(describeChromium(found)).toContain('@sparticuz/chromium has no build for darwin arm64');
  });
});
