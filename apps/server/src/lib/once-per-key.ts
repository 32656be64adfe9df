/**
 * `load(...args)` read once per arguments for as long as the returned function is kept: what one call's
 * worth of writes stamps many rows with (a league's active season, its time at an instant), nothing of which
 * the call itself changes. A failed read is kept too: the call fails with it.
 */
export function oncePerKey<A extends readonly (string | number)[], V>(
  load: (...args: A) => Promise<V>,
): (...args: A) => Promise<V> {
  const kept = new Map<string, Promise<V>>();
  return (...args) => {
    const key = args.join(' ');
    const known = kept.get(key);
    if (known) return known;
    const loading = load(...args);
    kept.set(key, loading);
    return loading;
  };
}
