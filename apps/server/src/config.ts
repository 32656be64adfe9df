import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A postgres:// URL, or a SQLite file path (default data/rinkside.db). */
  DATABASE_URL: z.string().min(1).default('data/rinkside.db'),
  /** smtp://user:pass@host:port; with none set, mail is written to the server log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Rinkside <no-reply@rinkside.local>'),
  /** The address people use to reach the app, for links in e-mails (default http://localhost:PORT). */
  PUBLIC_URL: z.string().url().optional(),
  /** Secret for signing access tokens; at least 32 characters. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Login attempts allowed per IP and per username in one window. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Messages one user may send a minute. */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Where the built web app is; served when present. */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /** Where logos are fetched from, by team abbreviation. */
  LOGO_BASE_URL: z.string().default('https://assets.nhle.com/logos/nhl/svg'),
  /** How often the server looks for games whose start time has passed. */
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
});

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'PUBLIC_URL'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  databaseKind: 'sqlite' | 'postgres';
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value is a clear startup error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const databaseKind = /^postgres(ql)?:\/\//.test(values.DATABASE_URL) ? 'postgres' : 'sqlite';
  const JWT_SECRET =
    values.JWT_SECRET ?? developmentSecret(values.NODE_ENV, values.DATABASE_URL, databaseKind);
  const PUBLIC_URL = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return { ...values, JWT_SECRET, PUBLIC_URL, databaseKind };
}

/** Outside production a missing secret is generated once and kept beside the database. */
function developmentSecret(nodeEnv: string, databaseUrl: string, kind: 'sqlite' | 'postgres'): string {
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)',
    );
  }
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const dir =
    kind === 'sqlite' && databaseUrl !== ':memory:' ? dirname(resolve(databaseUrl)) : resolve('data');
  const file = resolve(dir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
