/** The item at `index`, for lists whose length the code guarantees (no silent undefined). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index} of ${items.length}`);
  return item;
}
