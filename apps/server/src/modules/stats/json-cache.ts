import { PreparedJson } from '../../http/send-json';

/**
 * Season stats change only when a game is simulated, so each answer is cached per season as its JSON
 * bytes (and their compressed forms) and reused until the season's version (count and time of its
 * latest final) moves on. Every process keeps its own cache and checks the version in the database,
 * so several processes agree.
 */
interface Schema<T> {
  parse(value: unknown): T;
}

const CACHE_LIMIT = 500;

export class JsonCache {
  readonly #entries = new Map<string, { version: string; json: PreparedJson }>();

  async get<T>(
    key: string,
    version: string,
    schema: Schema<T>,
    compute: () => Promise<T>,
  ): Promise<PreparedJson> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) return hit.json;
    const json = PreparedJson.of(schema.parse(await compute()));
    if (this.#entries.size >= CACHE_LIMIT) this.#entries.delete(this.#entries.keys().next().value ?? '');
    this.#entries.set(key, { version, json });
    return json;
  }
}
