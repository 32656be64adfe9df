import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

const AGENTS = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.55 Safari/537.36',
};

describe('describeUserAgent', () => {
  it.each([
    [AGENTS.chromeAndroid, 'Chrome on Android'],
    [AGENTS.firefoxWindows, 'Firefox on Windows'],
    [AGENTS.safariIphone, 'Safari on iOS'],
    [AGENTS.safariMac, 'Safari on macOS'],
    [AGENTS.chromebook, 'Chrome on ChromeOS'],
    [AGENTS.headlessLinux, 'Chrome on Linux'],
  ])('names browser and system: %s', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected);
  });

  it('tells Edge, Opera and Samsung Internet from the Chrome they also claim to be', () => {
    expect(describeUserAgent(AGENTS.edgeWindows)).toBe('Edge on Windows');
    expect(describeUserAgent(AGENTS.operaLinux)).toBe('Opera on Linux');
    expect(describeUserAgent(AGENTS.samsungAndroid)).toBe('Samsung Internet on Android');
  });

  it('reads Chrome and Firefox on iOS by their own names, not as Safari', () => {
    expect(describeUserAgent(AGENTS.chromeIphone)).toBe('Chrome on iOS');
    expect(describeUserAgent(AGENTS.firefoxIpad)).toBe('Firefox on iOS');
  });

  it('says what it can of a partly known agent, and nothing of an unknown one', () => {
    expect(describeUserAgent('curl/8.5.0')).toBe('curl');
    expect(describeUserAgent('SomeApp/1.0 (Windows NT 10.0)')).toBe('A browser on Windows');
    expect(describeUserAgent('lightMyRequest')).toBeNull();
    expect(describeUserAgent('')).toBeNull();
    expect(describeUserAgent(null)).toBeNull();
  });
});
