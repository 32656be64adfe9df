import { describe, expect, it } from 'vitest';
import { parseIp } from './ip-address';
import { insideAny, type Network, networkContains, parseNetwork, parseNetworkList } from './networks';

function network(text: string): Network {
  const parsed = parseNetwork(text);
  if (!('network' in parsed)) throw new Error(parsed.problem);
  return parsed.network;
}
const ip = (text: string) => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('networkContains', () => {
  it('holds its first and last address and neither neighbour outside', () => {
    const lan = network('10.1.2.0/24');
    expect(networkContains(lan, ip('10.1.2.0'))).toBe(true);
    expect(networkContains(lan, ip('10.1.2.255'))).toBe(true);
    expect(networkContains(lan, ip('10.1.1.255'))).toBe(false);
    expect(networkContains(lan, ip('10.1.3.0'))).toBe(false);
  });

  it('compares only the prefix bits: /0 holds every address of its version, /32 one', () => {
    expect(networkContains(network('0.0.0.0/0'), ip('203.0.113.9'))).toBe(true);
    expect(networkContains(network('127.0.0.1/32'), ip('127.0.0.1'))).toBe(true);
    expect(networkContains(network('127.0.0.1/32'), ip('127.0.0.2'))).toBe(false);
    expect(networkContains(network('fd00::/8'), ip('fdff:ffff::1'))).toBe(true);
    expect(networkContains(network('fd00::/8'), ip('fe00::'))).toBe(false);
  });

  it('never mixes versions', () => {
    expect(networkContains(network('0.0.0.0/0'), ip('::1'))).toBe(false);
    expect(networkContains(network('::/0'), ip('127.0.0.1'))).toBe(false);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address in an allow-list', () => {
    expect(insideAny([network('127.0.0.1/32')], ip('::ffff:127.0.0.1'))).toBe(true);
    expect(insideAny([network('127.0.0.1/32')], ip('::ffff:7f00:2'))).toBe(false);
    expect(insideAny([], ip('127.0.0.1'))).toBe(false);
  });
});

describe('parseNetwork and parseNetworkList', () => {
  it('reads IPv4 and IPv6 CIDRs and a bare address as a one-address network', () => {
    expect(network('10.1.2.0/24')).toMatchObject({ version: 4, base: 0x0a010200n, prefix: 24 });
    expect(network('fc00::/7')).toMatchObject({ version: 6, base: 0xfcn << 120n, prefix: 7 });
    expect(network('127.0.0.1')).toMatchObject({ version: 4, prefix: 32 });
    expect(network('::1')).toMatchObject({ version: 6, prefix: 128 });
  });

  it.each([
    ['10.1.2.0/33', 'bad prefix length (0 to 32)'],
    ['::/129', 'bad prefix length (0 to 128)'],
    ['10.1.2.0/x', 'bad prefix length'],
    ['10.1.2.5/24', 'host bits set'],
    ['intranet', 'not an IP address or CIDR network'],
    ['10.0.0.0/8/8', 'not an IP address or CIDR network'],
  ])('refuses %j: %s', (text, problem) => {
    const parsed = parseNetwork(text);
    expect('problem' in parsed && parsed.problem).toContain(problem);
  });

  it('splits on commas, skips blanks and names every bad entry', () => {
    const list = parseNetworkList(' 10.1.2.0/24, ,127.0.0.1/32,fd00::/8 ');
    expect('networks' in list && list.networks.map((n) => n.text)).toEqual([
      '10.1.2.0/24',
      '127.0.0.1/32',
      'fd00::/8',
    ]);
    expect(parseNetworkList('')).toEqual({ networks: [] });
    const bad = parseNetworkList('10.0.0.0/8,lan,1.2.3.4/40');
    expect('problems' in bad && bad.problems).toHaveLength(2);
  });
});
