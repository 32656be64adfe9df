import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ChunkLoadError } from '../components/chunk-load-error';
import { useScreenLoading } from '../lib/page-settled';
import { ChunkLoadFailure, type LazyPage } from '../lib/prefetch';

/** What a lazy route leaves on its route object, so links to it can fetch its chunk ahead of a click. */
export interface ChunkHandle {
  preload: () => Promise<unknown>;
}

export const isChunkHandle = (handle: unknown): handle is ChunkHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as ChunkHandle).preload === 'function';

interface BoundaryProps {
  children: ReactNode;
  reload: () => void;
}

/**
 * Catches a chunk that failed to load and offers a reload. Any other error belongs to the page's own
 * handling and goes on up: this boundary must not dress a bug up as a network problem.
 */
class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ChunkLoadFailure) return <ChunkLoadError onReload={this.props.reload} />;
    throw error;
  }
}

interface RouteChunkProps {
  fallback: ReactNode;
  children: ReactNode;
  /** Tests pass a spy; the app reloads the page, which fetches the current release's files. */
  reload?: () => void;
}

/** A route's fallback, counted while shown: the page has not arrived yet (lib/page-settled). */
function ScreenLoading({ children }: { children: ReactNode }) {
  useScreenLoading();
  return children;
}

export function RouteChunk({ fallback, children, reload = () => window.location.reload() }: RouteChunkProps) {
  return (
    <ChunkErrorBoundary reload={reload}>
      <Suspense fallback={<ScreenLoading>{fallback}</ScreenLoading>}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

const keys = new WeakMap<object, string>();
let screenCount = 0;
// One key per screen: moving to another screen starts a fresh boundary (no stale error, its own skeleton).
const keyOf = (page: object): string => {
  const known = keys.get(page);
  if (known) return known;
  const key = `screen-${++screenCount}`;
  keys.set(page, key);
  return key;
};

type PropsArgument<P> = Partial<P> extends P ? [props?: P] : [props: P];

/** The element and handle of a route whose page loads on first use, with `fallback` until it arrives. */
export function lazyRoute<P extends object>(
  Page: LazyPage<P>,
  fallback: ReactElement,
  ...[props]: PropsArgument<P>
): Pick<RouteObject, 'element' | 'handle'> {
  return {
    element: (
      <RouteChunk key={keyOf(Page)} fallback={fallback}>
        <Page {...(props as P)} />
      </RouteChunk>
    ),
    handle: { preload: Page.preload } satisfies ChunkHandle,
  };
}
