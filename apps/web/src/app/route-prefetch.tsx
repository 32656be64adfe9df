import { createContext, useCallback, useContext, useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { inTurnWhenIdle, listenForLinkIntent } from '../lib/prefetch';
import { type ChunkHandle, isChunkHandle } from './route-chunk';

/** Fetches the chunks of every route a path matches (a league page: the shell and the page). */
export function prefetchPath(routes: RouteObject[], path: string): void {
  void preloadPath(routes, path);
}

// Matching ranks every branch of the table: a path's chunks are looked up once per table.
const chunksByTable = new WeakMap<RouteObject[], Map<string, ChunkHandle[]>>();

function chunksOf(routes: RouteObject[], path: string): ChunkHandle[] {
  let byPath = chunksByTable.get(routes);
  if (!byPath) chunksByTable.set(routes, (byPath = new Map()));
  let handles = byPath.get(path);
  if (!handles) {
    handles = (matchRoutes(routes, path) ?? []).map(({ route }) => route.handle).filter(isChunkHandle);
    byPath.set(path, handles);
  }
  return handles;
}

/** As prefetchPath; settles once every chunk has arrived or failed (a failure is retried on render). */
function preloadPath(routes: RouteObject[], path: string): Promise<unknown> {
  return Promise.allSettled(chunksOf(routes, path).map((handle) => handle.preload()));
}

const PrefetchContext = createContext<(path: string) => Promise<unknown>>(() => Promise.resolve());

interface PrefetchingRoutesProps {
  routes: RouteObject[];
  /** Paths whose screens are the likely next step; fetched once the browser is idle. */
  idlePaths?: readonly string[];
}

/**
 * Renders a route table (useRoutes) and fetches ahead: all chunks of the current path at once (the league
 * shell and its page in parallel, not one after the other), the target of a link the visitor points at
 * or focuses, and the likely next screens on idle.
 */
export function PrefetchingRoutes({ routes, idlePaths = [] }: PrefetchingRoutesProps) {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  const prefetchTo = useCallback((path: string) => preloadPath(routes, path), [routes]);

  useEffect(() => void prefetchTo(pathname), [prefetchTo, pathname]);
  useEffect(() => listenForLinkIntent((path) => void prefetchTo(path)), [prefetchTo]);
  usePrefetchWhenIdle(idlePaths, prefetchTo);

  return <PrefetchContext.Provider value={prefetchTo}>{element}</PrefetchContext.Provider>;
}

function usePrefetchWhenIdle(paths: readonly string[], prefetchTo: (path: string) => Promise<unknown>) {
  // A stable dependency for a list that callers build on every render.
  const joined = paths.join('\n');
  useEffect(() => {
    if (joined === '') return;
    // One screen at a time, well after the current one has loaded: never in the first render's way.
    return inTurnWhenIdle(joined.split('\n').map((path) => () => prefetchTo(path)));
  }, [joined, prefetchTo]);
}

/** Within the route table: fetch these paths' screens once the page is loaded and idle (a menu's links). */
export function usePrefetchOnIdle(paths: readonly string[]) {
  usePrefetchWhenIdle(paths, useContext(PrefetchContext));
}
