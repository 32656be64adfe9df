import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A screen in its own chunk: rendered through React.lazy, fetched ahead of time with preload(). */
export type LazyPage<P extends object> = FunctionComponent<P> & {
  preload: () => Promise<unknown>;
};

/** A screen's code did not arrive (network, or a file replaced by a newer release). */
export class ChunkLoadFailure extends Error {
  constructor(cause: unknown) {
    super('A page of Rinkside could not be loaded', { cause });
    this.name = 'ChunkLoadFailure';
  }
}

/**
 * Wraps a dynamic import of one screen. A prefetch and the render share one request; a failed request
 * (offline, or a chunk gone after a deploy) is forgotten, so the next attempt asks again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw new ChunkLoadFailure(error);
      },
    );
    return pending;
  };
  const Lazy = lazy(fetchChunk);
  // A screen whose code has arrived renders at once: React.lazy suspends the first render of every lazy
  // component, arrived or not, and React then holds the revealed screen back for its fallback's minimum
  // time (about 300 ms on a league page's first load). Each mount keeps the kind it started with, so a
  // screen shown through React.lazy is never remounted when its code arrives.
  function Page(props: P) {
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Screen, props);
  }
  return Object.assign(Page, { preload: () => fetchChunk() });
}

/** Starts fetching a chunk without waiting for it; a failure here is retried when the screen renders. */
export function prefetch(page: { preload: () => Promise<unknown> }): void {
  page.preload().catch(() => undefined);
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver, or a link of 3G or slower: fetch only what the visitor asks for. */
export function prefersLessData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData === true || /(^|-)[23]g$/.test(connection?.effectiveType ?? '');
}

// Idle work waits this long after the page's `load` event: the first screen's own data requests, rendering
// and fonts come first; a phone's CPU is busy for a while after `load` (docs/decisions/014).
export const IDLE_AFTER_LOAD_MS = 3000;

/**
 * Runs `task` once the page has loaded, a few seconds have passed, and the browser has nothing better to
 * do. Safari has no requestIdleCallback: a short timeout stands in. Skipped entirely on data saver or a
 * slow link. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (prefersLessData()) return () => undefined;
  let cancelStep: () => void = () => undefined;
  const afterLoad = () => {
    const timer = window.setTimeout(() => {
      cancelStep = idleCallback(task);
    }, IDLE_AFTER_LOAD_MS);
    cancelStep = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancelStep();
}

export function idleCallback(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 500);
  return () => window.clearTimeout(handle);
}

/**
 * Fetches `steps` one after the other once idle ({@link whenIdle}): each waits for the one before it to
 * arrive and for the next idle moment, so a list of screens never floods the network or the main thread.
 */
export function inTurnWhenIdle(steps: readonly (() => Promise<unknown>)[]): () => void {
  let cancelled = false;
  let cancelStep: () => void = () => undefined;
  const run = (index: number) => {
    const step = steps[index];
    if (cancelled || !step) return;
    void step()
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) cancelStep = idleCallback(() => run(index + 1));
      });
  };
  cancelStep = whenIdle(() => run(0));
  return () => {
    cancelled = true;
    cancelStep();
  };
}

/**
 * Calls `onIntent` with the path of a same-origin link the visitor points at, focuses or touches: the
 * moment between intent and click is usually enough to fetch the next screen's chunk.
 * Returns a function that removes the listeners.
 */
export function listenForLinkIntent(onIntent: (path: string) => void, root: Document = document): () => void {
  let lastPath: string | null = null;
  const handle = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    if (anchor.pathname === lastPath) return;
    lastPath = anchor.pathname;
    onIntent(anchor.pathname);
  };
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  events.forEach((type) => root.addEventListener(type, handle, { passive: true }));
  return () => events.forEach((type) => root.removeEventListener(type, handle));
}
