import type { AppContext } from '../../context';

/**
 * Season stats change only when a game is simulated, so each answer is cached per season as its JSON
 * text (as bytes) and reused until the season's version (count and time of its latest final) moves on. Every
 * process keeps its own cache and checks the version in the database, so several processes agree.
 */
const cache = new Map<string, { version: string; json: Buffer }>();
const CACHE_LIMIT = 500;

interface Schema<T> {
  parse(value: unknown): T;
}

export async function cachedJson<T>(
  ctx: AppContext,
  key: string,
  version: string,
  schema: Schema<T>,
  compute: () => Promise<T>,
): Promise<Buffer> {
  const fullKey = `${ctx.config.DATABASE_URL}|${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.version === version) return hit.json;
  // Kept as bytes: a large answer is then sent without encoding it again for each request.
  const json = Buffer.from(JSON.stringify(schema.parse(await compute())));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(fullKey, { version, json });
  return json;
}
