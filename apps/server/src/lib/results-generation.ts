/**
 * Counts the times this app has stored game results, per league. Caches of what results change (standings,
 * statistics) compare a league's generation to know at once when this app has made them stale; results
 * stored by other processes are noticed when such a cache next checks the database. Storing one league's
 * games leaves every other league's caches as they are.
 */
export class ResultsGeneration {
  #count = 0;
  /** The last count at which results of every league were marked. */
  #everyLeague = 0;
  readonly #byLeague = new Map<number, number>();

  /** Results were stored in these leagues; with none named, in leagues unknown, so in every league. */
  markStored(leagueIds?: readonly number[]): void {
    this.#count += 1;
    if (leagueIds === undefined) this.#everyLeague = this.#count;
    else for (const leagueId of leagueIds) this.#byLeague.set(leagueId, this.#count);
  }

  /** A league's generation: it moves whenever this app stores results in the league. */
  of(leagueId: number): number {
    return Math.max(this.#everyLeague, this.#byLeague.get(leagueId) ?? 0);
  }
}
