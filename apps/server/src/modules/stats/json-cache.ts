import { PreparedJson } from '../../http/send-json';

/**
 * Season stats change only when a game is simulated, so each answer is cached per season as its JSON
 * bytes (and their compressed forms) and reused until the season's version (count and time of its
 * latest final) moves on. Every process keeps its own cache and checks the version in the database,
 * so several processes agree.
 *
 * A miss computes once (docs/decisions/061): every request that misses the same key and version while
 * the computation runs waits for that one computation, so a cold cache under load runs one aggregate,
 * not one per request. A failed computation is not kept: its waiters all get its error and the next
 * request computes again.
 */
interface Schema<T> {
  parse(value: unknown): T;
}

interface Entry {
  version: string;
  json: PreparedJson;
  /** The order in which the computation that produced it started. */
  ticket: number;
}

const CACHE_LIMIT = 500;

export class JsonCache {
  readonly #entries = new Map<string, Entry>();
  /** The computations under way, by version and key. */
  readonly #computing = new Map<string, Promise<PreparedJson>>();
  #tickets = 0;

  get<T>(key: string, version: string, schema: Schema<T>, compute: () => Promise<T>): Promise<PreparedJson> {
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) return Promise.resolve(hit.json);
    const flightKey = `${version}\n${key}`;
    const running = this.#computing.get(flightKey);
    if (running) return running;
    const flight = this.#compute(key, version, schema, compute).finally(() =>
      this.#computing.delete(flightKey),
    );
    this.#computing.set(flightKey, flight);
    return flight;
  }

  /** How many computations are under way. */
  get computing(): number {
    return this.#computing.size;
  }

  async #compute<T>(key: string, version: string, schema: Schema<T>, compute: () => Promise<T>) {
    this.#tickets += 1;
    const ticket = this.#tickets;
    const json = PreparedJson.of(schema.parse(await compute()));
    // A computation that started later read the database later: an earlier one that ends last (its
    // version moved on meanwhile) does not replace what the later one stored.
    const stored = this.#entries.get(key);
    if (!stored || stored.ticket < ticket) this.#store(key, { version, json, ticket });
    return json;
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (this.#entries.size >= CACHE_LIMIT) this.#entries.delete(this.#entries.keys().next().value ?? '');
    this.#entries.set(key, entry);
  }
}
