import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { allowedNetworksSchema } from './http/outgoing/allowed-networks-setting';
import { builtInProviderEnv, type OidcProviderConfig, oidcProviders } from './oidc-config';
import { trustProxySchema } from './trust-proxy';

const MIN_SECRET_LENGTH = 32;

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
  JWT_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
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
  /** Password reset links one e-mail address may ask for in one window; an IP address may ask five times that. */
  RESET_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  RESET_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  /**
   * Accounts one address may register a minute: a bot's flood stops, a classroom or a club behind one
   * address signs up; an end-to-end run, every player from 127.0.0.1, sets it higher.
   */
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Requests one personal API token may make in one window (docs/decisions/088). */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  API_TOKEN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Messages one user may send a minute. */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Live event streams one user may hold open (tabs, devices); one more closes the oldest. */
  EVENT_STREAMS_PER_USER: z.coerce.number().int().positive().default(6),
  /** Where the built web app is; served when present. */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /**
   * Opt-in: a host of licensed logos (`{abbreviation}_{light|dark}.svg`). Unset, the browser asks nothing of
   * any other host and every team wears Rinkside's generated crest (docs/decisions/016).
   */
  LOGO_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => v.startsWith('/') || /^https?:\/\/[^/]/.test(v), {
        message: 'must be an http(s) URL or a path on this server starting with /',
      })
      .optional(),
  ),
  /** How often the server looks for games whose start time has passed. */
  SCHEDULER_INTERVAL_SECONDS: z.coerce.number().positive().default(15),
  /**
   * Worker threads that play games (docs/decisions/064), so no request waits on the engine; 0 plays them in
   * the main thread. By default one fewer than the CPUs (one is the main thread's); on two CPUs or fewer
   * none, where copying each game to a thread and back costs more than the engine it moves.
   */
  SIMULATION_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(256)
    .default(defaultSimulationThreads(availableParallelism())),
  /**
   * Background batches of games (the scheduler's, a league advance's) stored in a thread of their own, at a
   * lower priority than the thread answering requests (docs/decisions/096); `off` stores them in the main
   * thread, between requests.
   */
  BATCH_THREAD: z.enum(['on', 'off']).default('on'),
  /**
   * The cached season pages (standings, stats, leaders, team stats, shot maps) computed in a thread of their
   * own, so the main thread only sends them (docs/decisions/099); `off` computes them in the main thread.
   */
  PAGE_THREAD: z.enum(['on', 'off']).default('on'),
  /**
   * SQLite: how long a background batch holds the turn to write, at least, before it hands it to a request's
   * write that waits (docs/decisions/098): long enough that a batch's setup is paid for by several games,
   * short enough that a GM's save is not held for a whole batch.
   */
  BATCH_HAND_OVER_MS: z.coerce.number().int().min(0).default(250),
  /** How often the server mails the notifications users asked to get by e-mail (docs/decisions/035). */
  MAIL_DIGEST_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
  /** How often the server sends the webhook deliveries that are due (docs/decisions/034). */
  WEBHOOK_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  /**
   * How long one webhook delivery may take, connecting to the last byte read (docs/decisions/057); well
   * under the 60 s a delivery stays claimed, so no other process sends it meanwhile.
   */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(30).default(10),
  /** Internal networks webhooks may reach, plain http included; none by default (docs/decisions/057). */
  WEBHOOK_ALLOWED_NETWORKS: allowedNetworksSchema,
  /** How often the server nudges inactive GMs and runs their teams on autopilot (docs/decisions/036). */
  INACTIVITY_INTERVAL_SECONDS: z.coerce.number().positive().default(300),
  /** How often the server ends the waivers whose 24 league-clock hours are up (docs/decisions/043). */
  WAIVERS_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  /** How often a server takes up a league advance whose server stopped before it ended (docs/decisions/067). */
  ADVANCES_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  /** How often the server opens free agency, lets AI teams offer and decides due offers (docs/decisions/045). */
  FREE_AGENCY_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  /** How often the server expires trade proposals and carries out trades whose review ended (docs/decisions/047). */
  TRADES_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  /** How often the server looks for leagues due their AI teams' trade proposals of the day (docs/decisions/048). */
  TRADE_PROPOSALS_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  /** How often the server makes the draft picks whose clock ran out (docs/decisions/049). */
  DRAFT_CLOCK_INTERVAL_SECONDS: z.coerce.number().positive().default(2),
  /**
   * The longest one PostgreSQL statement may run before the database cancels it and the request answers
   * 503 (docs/decisions/061); 0 for no limit. Migrations run without it. SQLite has none.
   */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().nonnegative().max(3600).default(30),
  /**
   * League files a user may import (docs/decisions/085): the largest file read, counted unpacked (a ZenGM
   * league of many seasons runs to hundreds of MB; the file is parsed as one string, which V8 keeps under
   * about 512 MB), and the most players and seasons one may hold.
   */
  LEAGUE_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(500).default(256),
  LEAGUE_IMPORT_MAX_PLAYERS: z.coerce.number().int().positive().default(50_000),
  LEAGUE_IMPORT_MAX_SEASONS: z.coerce.number().int().positive().default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema,
  /** Social sign-in providers (docs/decisions/042). */
  ...builtInProviderEnv,
});

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'PUBLIC_URL'> & {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  databaseKind: 'sqlite' | 'postgres';
  /** Google, Discord and OIDC_PROVIDERS, those configured, in button order. */
  oidcProviders: OidcProviderConfig[];
};

export class ConfigError extends Error {}

/** The host images may come from besides Rinkside itself: the operator's logo host, when on another one. */
export function logoImageOrigin(config: Pick<Config, 'LOGO_BASE_URL'>): string | undefined {
  const url = config.LOGO_BASE_URL;
  return url && !url.startsWith('/') ? new URL(url).origin : undefined;
}

/** One fewer than the CPUs above two; none on two or fewer (docs/decisions/064). */
export function defaultSimulationThreads(cpus: number): number {
  return cpus > 2 ? cpus - 1 : 0;
}

/** Reads the environment once; a bad value is a clear startup error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const social = oidcProviders(values);
  if (social.problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${social.problems.map((p) => `  ${p}`).join('\n')}`);
  }
  if (values.NODE_ENV === 'production') refuseMissingInProduction(values);
  const databaseKind = /^postgres(ql)?:\/\//.test(values.DATABASE_URL) ? 'postgres' : 'sqlite';
  const JWT_SECRET =
    values.JWT_SECRET ?? developmentSecret(values.NODE_ENV, values.DATABASE_URL, databaseKind);
  const PUBLIC_URL = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return { ...values, JWT_SECRET, PUBLIC_URL, databaseKind, oidcProviders: social.providers };
}

// Defaults that suit a laptop are wrong on a real server: a generated secret, verification mails
// written only to the log, links in them that point at localhost.
const REQUIRED_IN_PRODUCTION = {
  JWT_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
  SMTP_URL: 'smtp://user:pass@host:port',
  PUBLIC_URL: 'the address people use to reach Rinkside, e.g. https://rinkside.example.com',
} as const;

function refuseMissingInProduction(values: Partial<Record<keyof typeof REQUIRED_IN_PRODUCTION, string>>) {
  const missing = Object.entries(REQUIRED_IN_PRODUCTION).filter(
    ([name]) => values[name as keyof typeof REQUIRED_IN_PRODUCTION] === undefined,
  );
  if (missing.length === 0) return;
  const lines = missing.map(([name, hint]) => `  ${name}: required in production (${hint})`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Outside production a missing secret is generated once and kept beside the database. */
function developmentSecret(nodeEnv: string, databaseUrl: string, kind: 'sqlite' | 'postgres'): string {
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const dir =
    kind === 'sqlite' && databaseUrl !== ':memory:' ? dirname(resolve(databaseUrl)) : resolve('data');
  const file = resolve(dir, '.jwt-secret');
  if (existsSync(file)) return keptSecret(file);
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeAtomically(file, secret);
  return secret;
}

/** Too short to sign with is refused: a 0-byte file broke every login, a 3-character one let anyone forge tokens. */
function keptSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  throw new ConfigError(
    `Invalid configuration:\n  ${file} holds ${secret.length} characters; a secret needs at least ` +
      `${MIN_SECRET_LENGTH}. Delete the file to have a new one generated, or set JWT_SECRET.`,
  );
}

/** Written to a temporary file, flushed, then renamed: a crash or a full disk never leaves half a secret. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeFileSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
