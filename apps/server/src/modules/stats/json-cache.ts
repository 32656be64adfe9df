import { readingAggregates } from '../../db/read-lanes';
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
  /** How to compute it again, and the pages it is refreshed with (`refresh`). */
  compute: () => Promise<PreparedJson>;
  group: string | undefined;
  /** When a request last read it, by the cache's clock. */
  readAt: number;
}

export interface CacheOptions {
  /** Answer the JSON known at another version at once, computing this one behind it (decision 097). */
  earlier?: boolean;
  /** The pages refreshed together when their data changes (a season's pages, `refresh`). */
  group?: string;
}

const CACHE_LIMIT = 500;

export class JsonCache {
  readonly #entries = new Map<string, Entry>();
  /** The computations under way, by version and key. */
  readonly #computing = new Map<string, Promise<PreparedJson>>();
  /** The keys with a computation under way behind an earlier answer: one each at most. */
  readonly #behind = new Set<string>();
  #tickets = 0;

  /** `clock`: milliseconds, for when a page was last read (`refresh`). */
  constructor(private readonly clock: () => number = () => performance.now()) {}

  /**
   * The key's JSON at `version`, computed once. With `earlier`, a key whose JSON is known at another version
   * answers that at once while this version is computed in the background, one such computation at a time
   * for a key (docs/decisions/097); a failure there is dropped, and the next request computes again.
   */
  get<T>(
    key: string,
    version: string,
    schema: Schema<T>,
    compute: () => Promise<T>,
    options: CacheOptions = {},
  ): Promise<PreparedJson> {
    // Its reads take the aggregate lane, behind no short read and holding none (decision 097).
    const json = async () => PreparedJson.of(schema.parse(await readingAggregates(compute)));
    return this.getJson(key, version, json, options);
  }

  /** As `get`, for a computation that makes the JSON itself (in the page thread, docs/decisions/099). */
  getJson(
    key: string,
    version: string,
    compute: () => Promise<PreparedJson>,
    options: CacheOptions = {},
  ): Promise<PreparedJson> {
    const hit = this.#entries.get(key);
    if (hit) hit.readAt = this.clock();
    if (hit && hit.version === version) return Promise.resolve(hit.json);
    if (hit && options.earlier) {
      // One computation behind a key at a time: the next request after it ends asks for the newest version.
      if (!this.#behind.has(key)) {
        this.#behind.add(key);
        this.#flight(key, version, compute, options.group)
          .catch(() => undefined)
          .finally(() => this.#behind.delete(key));
      }
      return Promise.resolve(hit.json);
    }
    return this.#flight(key, version, compute, options.group);
  }

  /**
   * Computes at `version` every page of `group` a request read in the last `readWithinMs` (docs/decisions/101),
   * each once, joining a computation already under way; resolves when all have ended. A failure is dropped:
   * the next request computes again.
   */
  async refresh(group: string, version: string, readWithinMs: number): Promise<void> {
    const since = this.clock() - readWithinMs;
    const stale = [...this.#entries].filter(
      ([, entry]) => entry.group === group && entry.version !== version && entry.readAt >= since,
    );
    await Promise.all(
      stale.map(([key, entry]) => this.#flight(key, version, entry.compute, group).catch(() => undefined)),
    );
  }

  #flight(key: string, version: string, compute: () => Promise<PreparedJson>, group: string | undefined) {
    const flightKey = `${version}\n${key}`;
    const running = this.#computing.get(flightKey);
    if (running) return running;
    const flight = this.#compute(key, version, compute, group).finally(() =>
      this.#computing.delete(flightKey),
    );
    this.#computing.set(flightKey, flight);
    return flight;
  }

  /** How many computations are under way. */
  get computing(): number {
    return this.#computing.size;
  }

  async #compute(
    key: string,
    version: string,
    compute: () => Promise<PreparedJson>,
    group: string | undefined,
  ) {
    this.#tickets += 1;
    const ticket = this.#tickets;
    const json = await compute();
    // A computation that started later read the database later: an earlier one that ends last (its
    // version moved on meanwhile) does not replace what the later one stored.
    const stored = this.#entries.get(key);
    if (!stored || stored.ticket < ticket)
      this.#store(key, {
        version,
        json,
        ticket,
        compute,
        group,
        readAt: stored?.readAt ?? this.clock(),
      });
    return json;
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (this.#entries.size >= CACHE_LIMIT) this.#entries.delete(this.#entries.keys().next().value ?? '');
    this.#entries.set(key, entry);
  }
}
