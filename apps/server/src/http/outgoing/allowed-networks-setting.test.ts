import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('WEBHOOK_ALLOWED_NETWORKS and WEBHOOK_TIMEOUT_SECONDS', () => {
  it('default to no allowed network and 10 s', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.WEBHOOK_ALLOWED_NETWORKS).toEqual([]);
    expect(config.WEBHOOK_TIMEOUT_SECONDS).toBe(10);
  });

  it('reads IPv4 and IPv6 networks', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEBHOOK_ALLOWED_NETWORKS: '10.1.2.0/24, 127.0.0.1/32,fd00::/8',
    });
    expect(config.WEBHOOK_ALLOWED_NETWORKS.map((network) => [network.text, network.version])).toEqual([
      ['10.1.2.0/24', 4],
      ['127.0.0.1/32', 4],
      ['fd00::/8', 6],
    ]);
  });

  it('stops the start on a bad entry, naming it', () => {
    const load = () =>
      loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOWED_NETWORKS: '10.1.2.0/24,intranet,10.1.2.5/24' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /WEBHOOK_ALLOWED_NETWORKS: intranet is not an IP address or CIDR network; 10\.1\.2\.5\/24 has host bits set.*e\.g\. 10\.1\.2\.0\/24/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(
      /WEBHOOK_TIMEOUT_SECONDS/,
    );
  });
});
