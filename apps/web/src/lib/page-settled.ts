import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { idleCallback } from './prefetch';

// Screens whose code is still on its way: each route's loading fallback counts itself while shown.
let screensLoading = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Rendered inside a route's loading fallback: the page is not there yet while it is shown. */
export function useScreenLoading(): void {
  useEffect(() => {
    screensLoading += 1;
    changed();
    return () => {
      screensLoading -= 1;
      changed();
    };
  }, []);
}

/**
 * Runs `task` once the page a visitor came for is on screen: no screen's code and no query still on its
 * way, then an idle moment. What the page does not need to show itself (the header's account corner)
 * waits so, and does not share the phone's link and main thread with the page's first paint
 * (docs/decisions/022). A page that keeps asking (a live game) gets it after `maxWaitMs` at the latest.
 * Returns a cancel function.
 */
export function whenPageSettled(client: QueryClient, task: () => void, maxWaitMs = 3000): () => void {
  let cancelIdle: (() => void) | null = null;
  const cache = client.getQueryCache();
  const start = () => {
    if (cancelIdle) return;
    stopWatching();
    cancelIdle = idleCallback(task);
  };
  const check = () => {
    // Queries settle and screens arrive in other tasks than the ones that noticed: look once they ran.
    queueMicrotask(() => {
      if (screensLoading === 0 && client.isFetching() === 0) start();
    });
  };
  const unsubscribe = cache.subscribe(check);
  listeners.add(check);
  const timer = window.setTimeout(start, maxWaitMs);
  function stopWatching() {
    unsubscribe();
    listeners.delete(check);
    window.clearTimeout(timer);
  }
  // Nothing may be loading yet when this starts (the route table renders its fallback in the same
  // commit): look again once the commit's effects ran.
  const firstLook = window.setTimeout(check, 0);
  return () => {
    window.clearTimeout(firstLook);
    stopWatching();
    cancelIdle?.();
  };
}
