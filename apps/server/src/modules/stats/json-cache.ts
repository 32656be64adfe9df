import type { AppContext } from '../../context';
import { seasonVersion } from './repo';

/**
 * Season stats change only when a game is simulated, so each answer is cached per season as its JSON
 * text and reused until the season's version (count and time of its latest final) moves on. Every
 * process keeps its own cache and checks the version in the database, so several processes agree.
 */
const cache = new Map<string, { version: string; json: string }>();
const CACHE_LIMIT = 500;

interface Schema<T> {
  parse(value: unknown): T;
}

export async function cachedJson<T>(
  ctx: AppContext,
  key: string,
  seasonId: number,
  schema: Schema<T>,
  compute: () => Promise<T>,
): Promise<string> {
  const version = await seasonVersion(ctx.database.db, seasonId);
  const fullKey = `${ctx.config.DATABASE_URL}|${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.version === version) return hit.json;
  const json = JSON.stringify(schema.parse(await compute()));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(fullKey, { version, json });
  return json;
}
