import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultSimulationThreads, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to SQLite on port 3000 with a matching public URL', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({ PORT: 3000, databaseKind: 'sqlite', PUBLIC_URL: 'http://localhost:3000' });
  });

  it('recognises a PostgreSQL URL', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h/db' }).databaseKind).toBe('postgres');
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgresql://u@h/db' }).databaseKind).toBe(
      'postgres',
    );
  });

  it('bounds a PostgreSQL statement at 30 seconds unless told otherwise; 0 for no bound', () => {
    const timeout = (value?: string) =>
      loadConfig({
        NODE_ENV: 'test',
        ...(value === undefined ? {} : { DATABASE_STATEMENT_TIMEOUT_SECONDS: value }),
      }).DATABASE_STATEMENT_TIMEOUT_SECONDS;
    expect(timeout()).toBe(30);
    expect(timeout('0.5')).toBe(0.5);
    expect(timeout('0')).toBe(0);
    for (const bad of ['-1', 'soon', '3601']) {
      expect(() => timeout(bad)).toThrow(/DATABASE_STATEMENT_TIMEOUT_SECONDS/);
    }
  });

  it('plays games in one fewer worker threads than the CPUs above two, none on two; 0 plays them in the main thread', () => {
    expect([1, 2, 3, 4, 8].map(defaultSimulationThreads)).toEqual([0, 0, 2, 3, 7]);
    const threads = (value?: string) =>
      loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { SIMULATION_THREADS: value }) })
        .SIMULATION_THREADS;
    expect(threads()).toBe(defaultSimulationThreads(availableParallelism()));
    expect(threads('0')).toBe(0);
    expect(threads('3')).toBe(3);
    for (const bad of ['-1', '1.5', 'many']) expect(() => threads(bad)).toThrow(/SIMULATION_THREADS/);
  });

  it('refuses to start in production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  });

  // Without SMTP_URL verification mails only reach the log; without PUBLIC_URL their links point at localhost.
  it('refuses to start in production without SMTP_URL and PUBLIC_URL, naming each', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://rinkside.example.com',
    };
    expect(loadConfig(production)).toMatchObject({ PUBLIC_URL: 'https://rinkside.example.com' });
    const load = (env: Record<string, string>) => () => loadConfig(env);
    const { SMTP_URL: _smtp, ...noSmtp } = production;
    expect(load(noSmtp)).toThrow(ConfigError);
    expect(load(noSmtp)).toThrow(/SMTP_URL: required in production \(smtp:\/\/user:pass@host:port\)/);
    const { PUBLIC_URL: _public, ...noPublicUrl } = production;
    expect(load(noPublicUrl)).toThrow(/PUBLIC_URL: required in production \(the address people use/);
    expect(load({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[^]*SMTP_URL[^]*PUBLIC_URL/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('in development generates a secret once and keeps it beside the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-config-'));
    const env = { NODE_ENV: 'development', DATABASE_URL: join(dir, 'app.db') } as const;
    const first = loadConfig(env).JWT_SECRET;
    expect(first).toHaveLength(64);
    expect(loadConfig(env).JWT_SECRET).toBe(first);
    expect(readFileSync(join(dir, '.jwt-secret'), 'utf8')).toBe(first);
  });

  it('keeps the generated secret readable by its owner only, and leaves no temporary file behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-config-'));
    loadConfig({ NODE_ENV: 'development', DATABASE_URL: join(dir, 'app.db') });
    expect(statSync(join(dir, '.jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['.jwt-secret']);
  });

  // A 0-byte file (written on a full disk) made every login fail; a 3-character one let anyone forge tokens.
  it.each([
    ['empty', ''],
    ['3 characters long', 'abc'],
    ['31 characters and a newline', `${'x'.repeat(31)}\n`],
  ])('refuses to start when .jwt-secret is %s, naming the file and what to do', (_, content) => {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-config-'));
    const file = join(dir, '.jwt-secret');
    writeFileSync(file, content);
    const load = () => loadConfig({ NODE_ENV: 'development', DATABASE_URL: join(dir, 'app.db') });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(file);
    expect(load).toThrow(
      /needs at least 32\. Delete the file to have a new one generated, or set JWT_SECRET/,
    );
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('accepts a kept secret of 32 characters or more, ignoring a trailing newline', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-config-'));
    writeFileSync(join(dir, '.jwt-secret'), `${'k'.repeat(32)}\n`);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: join(dir, 'app.db') }).JWT_SECRET).toBe(
      'k'.repeat(32),
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('trusts no proxy by default, or when set to false or 0', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes the number of proxies in front of the app', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses and CIDRs', () => {
    expect(trustProxy('10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  // 'true' took the left-most X-Forwarded-For entry, which any client writes: every per-IP limit fell.
  it("refuses 'true', saying why and what to set instead", () => {
    const load = () => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TRUST_PROXY: .*any client could claim another address/);
    expect(load).toThrow(/number of proxies .* or their addresses/);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,nonsense'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
