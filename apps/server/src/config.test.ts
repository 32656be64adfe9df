import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('refuses to start in production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
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
});
