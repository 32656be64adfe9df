import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageSkeleton } from '../components/page-skeleton';
import { lazyPage } from '../lib/prefetch';
import { Providers } from './providers';
import { RouteChunk } from './route-chunk';
import { createTestQueryClient } from '../test/render';

function renderChunk(children: ReactNode, reload = vi.fn()) {
  render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <RouteChunk fallback={<PageSkeleton name="Stats" shape="table" />} reload={reload}>
        {children}
      </RouteChunk>
    </Providers>,
  );
  return reload;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a screen in its own chunk', () => {
  it('shows a skeleton named for the page until its code arrives', async () => {
    const chunk = deferred<() => ReactNode>();
    const Stats = lazyPage(() => chunk.promise);
    renderChunk(<Stats />);
    expect(screen.getByRole('status', { name: 'Loading Stats page' })).toBeInTheDocument();
    chunk.resolve(() => <h1>League Stats</h1>);
    expect(await screen.findByRole('heading', { name: 'League Stats' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Stats page' })).not.toBeInTheDocument();
  });

  it('shows a screen whose code has already arrived in its first render, with no skeleton', async () => {
    const Stats = lazyPage(() => Promise.resolve(() => <h1>League Stats</h1>));
    await Stats.preload();
    renderChunk(<Stats />);
    // React.lazy would suspend this render once more and hold the screen back behind the skeleton.
    expect(screen.getByRole('heading', { name: 'League Stats' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Stats page' })).not.toBeInTheDocument();
  });

  it('keeps a screen shown through its skeleton mounted, with its state, once its code arrives', async () => {
    const chunk = deferred<() => ReactNode>();
    const Stats = lazyPage(() => chunk.promise);
    let mounts = 0;
    function Counted() {
      useState(() => (mounts += 1));
      return <h1>League Stats</h1>;
    }
    const { rerender } = render(
      <Providers queryClient={createTestQueryClient()} env="test">
        <RouteChunk fallback={<PageSkeleton name="Stats" shape="table" />}>
          <Stats />
        </RouteChunk>
      </Providers>,
    );
    chunk.resolve(Counted);
    await screen.findByRole('heading', { name: 'League Stats' });
    rerender(
      <Providers queryClient={createTestQueryClient()} env="test">
        <RouteChunk fallback={<PageSkeleton name="Stats" shape="table" />}>
          <Stats />
        </RouteChunk>
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'League Stats' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('offers a reload when the code cannot be fetched (e.g. replaced by a newer release)', async () => {
    // React reports the error it caught; here that report is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const Stats = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const reload = renderChunk(<Stats />);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a bug in the page to the boundaries above it, not dressed up as a network problem', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Outer boundary</p> : this.props.children;
      }
    }
    const Broken = lazyPage(() =>
      Promise.resolve(() => {
        throw new Error('bug in the page');
      }),
    );
    renderChunk(
      <Outer>
        <RouteChunk fallback={null}>
          <Broken />
        </RouteChunk>
      </Outer>,
    );
    expect(await screen.findByText('Outer boundary')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
  });
});
