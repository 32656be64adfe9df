import { describe, expect, it } from 'vitest';
import { checkDestination, describeRefusal, type OutgoingPolicy, type ResolveHost } from './destination';
import { type Network, parseNetworkList } from './networks';

function networks(text: string): Network[] {
  const parsed = parseNetworkList(text);
  if (!('networks' in parsed)) throw new Error(parsed.problems.join('; '));
  return parsed.networks;
}
const dns =
  (answers: Record<string, string[]>): ResolveHost =>
  async (host) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
const open: OutgoingPolicy = { allowedNetworks: [], resolve: dns({ 'hooks.example': ['93.184.215.14'] }) };

async function refusalOf(url: string, policy: OutgoingPolicy = open) {
  const checked = await checkDestination(url, policy);
  return 'refusal' in checked ? describeRefusal(checked.refusal) : null;
}

describe('checkDestination', () => {
  it('takes a public https URL and names the address it will connect to', async () => {
    const checked = await checkDestination('https://hooks.example/in', open);
    expect(checked).toMatchObject({ destination: { address: '93.184.215.14', family: 4 } });
  });

  // Each spelling of loopback and of the metadata and private addresses, as the WHATWG parser reads it.
  it.each([
    ['https://127.0.0.1:4297/x', '127.0.0.1 is a loopback address'],
    ['https://127.1/x', '127.0.0.1 is a loopback address'],
    ['https://0x7f000001/x', '127.0.0.1 is a loopback address'],
    ['https://2130706433/x', '127.0.0.1 is a loopback address'],
    ['https://0177.0.0.1/x', '127.0.0.1 is a loopback address'],
    ['https://[::1]/x', '::1 is a loopback address'],
    ['https://[::ffff:127.0.0.1]/x', '::ffff:7f00:1 is a loopback address'],
    ['https://[::ffff:7f00:1]/x', '::ffff:7f00:1 is a loopback address'],
    ['https://[::]/x', ':: is an unspecified address'],
    ['https://0.0.0.0/x', '0.0.0.0 is an unspecified address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://10.0.0.1/x', '10.0.0.1 is a private address'],
    ['https://192.168.1.1/x', '192.168.1.1 is a private address'],
    ['https://100.64.0.1/x', '100.64.0.1 is a carrier-grade NAT address'],
    ['https://[fd00::1]/x', 'fd00::1 is a unique-local address'],
    ['https://[fe80::1]/x', 'fe80::1 is a link-local address'],
    ['https://224.0.0.1/x', '224.0.0.1 is a multicast address'],
    ['https://255.255.255.255/x', '255.255.255.255 is the broadcast address'],
  ])('refuses %s: %s', async (url, reason) => {
    expect(await refusalOf(url)).toBe(reason);
  });

  it('resolves a name and refuses it when any of its addresses is internal', async () => {
    const policy = { allowedNetworks: [], resolve: dns({ 'mixed.example': ['93.184.215.14', '10.0.0.7'] }) };
    expect(await refusalOf('https://mixed.example/', policy)).toBe(
      'mixed.example is 10.0.0.7, a private address',
    );
    // The operating system's own resolver: localhost is loopback.
    expect(await refusalOf('https://localhost:4297/', { allowedNetworks: [] })).toMatch(
      /^localhost is (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(await refusalOf('https://nowhere.invalid/')).toBe('the host nowhere.invalid could not be found');
  });

  it('counts a name that takes too long to resolve as not found', async () => {
    const slow: OutgoingPolicy = {
      allowedNetworks: [],
      resolve: () => new Promise(() => {}),
      resolveTimeoutMs: 20,
    };
    expect(await refusalOf('https://slow.example/', slow)).toBe('the host slow.example could not be found');
  });

  it('requires https, except to an address in an allowed network', async () => {
    expect(await refusalOf('http://hooks.example/in')).toBe('it must use https');
    const lan = { allowedNetworks: networks('10.1.2.0/24,127.0.0.1/32') };
    expect(await refusalOf('http://10.1.2.9/in', lan)).toBeNull();
    expect(await refusalOf('https://10.1.2.9/in', lan)).toBeNull();
    expect(await refusalOf('http://127.0.0.1:8080/in', lan)).toBeNull();
    expect(await refusalOf('http://[::ffff:127.0.0.1]/in', lan)).toBeNull();
    expect(await checkDestination('http://[::ffff:7f00:1]/in', lan)).toMatchObject({
      destination: { address: '127.0.0.1', family: 4 },
    });
    expect(await refusalOf('http://10.1.3.1/in', lan)).toBe('10.1.3.1 is a private address');
    expect(await refusalOf('http://127.0.0.2/in', lan)).toBe('127.0.0.2 is a loopback address');
    expect(await refusalOf('http://hooks.example/in', { ...open, ...lan })).toBe('it must use https');
  });

  it('refuses what is not an http(s) URL', async () => {
    expect(await refusalOf('ftp://hooks.example/')).toBe('it is not an http:// or https:// address');
    expect(await refusalOf('not a url')).toBe('it is not an http:// or https:// address');
  });
});
