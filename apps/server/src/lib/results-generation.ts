/**
 * Counts the times this process has stored game results. Caches of what results change (standings,
 * statistics) compare it to know at once when this process has made them stale; results stored by
 * other processes are noticed when such a cache next checks the database.
 */
let generation = 0;

export const markResultsStored = (): void => {
  generation += 1;
};

export const resultsGeneration = (): number => generation;
