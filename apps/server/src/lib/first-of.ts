/** Waits for one of `running` to settle, or `ms`, whichever comes first. */
export async function firstOf(running: ReadonlySet<Promise<unknown>>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([...running, elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
