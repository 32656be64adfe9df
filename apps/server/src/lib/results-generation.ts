/**
 * Counts the times this app has stored game results. Caches of what results change (standings,
 * statistics) compare it to know at once when this app has made them stale; results stored by other
 * processes are noticed when such a cache next checks the database.
 */
export class ResultsGeneration {
  #count = 0;

  markStored(): void {
    this.#count += 1;
  }

  get current(): number {
    return this.#count;
  }
}
