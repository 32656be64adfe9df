import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { createTestQueryClient } from '../../test/render';
import { useLiveMessages } from './use-live-messages';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('useLiveMessages and the draft', () => {
  it("a league's 'draft' event makes that league's draft screens read again, and no other league's", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['draft', 3, 'room'], { status: 'running' });
    queryClient.setQueryData(['draft', 3, 'queue'], { playerIds: [] });
    queryClient.setQueryData(['draft', 4, 'room'], { status: 'running' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveMessages(7), { wrapper });
    const source = FakeEventSource.latest();
    source.emit('draft', { type: 'draft', leagueId: 3, seasonId: 2, change: 'pick', overall: 5 });
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['draft', 3, 'room'])).toBe(true);
    expect(stale(['draft', 3, 'queue'])).toBe(true);
    expect(stale(['draft', 4, 'room'])).toBe(false);
  });

  it('a (re)opened stream reads the draft screens again, for what it missed', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['draft', 3, 'room'], { status: 'running' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveMessages(7), { wrapper });
    expect(queryClient.getQueryState(['draft', 3, 'room'])?.isInvalidated).toBe(false);
    FakeEventSource.latest().open();
    expect(queryClient.getQueryState(['draft', 3, 'room'])?.isInvalidated).toBe(true);
  });
});

describe('useLiveMessages and the league board', () => {
  it("a league's 'board' event makes that league's board (channels, threads, posts) read again, no other's", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['board', 3, 'channels'], { channels: [] });
    queryClient.setQueryData(['board', 3, 'posts', 40], { pages: [] });
    queryClient.setQueryData(['board', 4, 'channels'], { channels: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveMessages(7), { wrapper });
    FakeEventSource.latest().emit('board', {
      type: 'board',
      leagueId: 3,
      channelId: 2,
      threadId: 40,
      postId: 101,
      change: 'post',
    });
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['board', 3, 'channels'])).toBe(true);
    expect(stale(['board', 3, 'posts', 40])).toBe(true);
    expect(stale(['board', 4, 'channels'])).toBe(false);
  });
});

describe('useLiveMessages and league advances', () => {
  const running = {
    id: 9,
    leagueId: 3,
    request: { to: 'week' },
    status: 'running',
    played: 4,
    total: 40,
    result: null,
    error: null,
    startedAt: '2026-10-07T12:00:00.000Z',
    finishedAt: null,
  };
  function render() {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['league', 3, 'advances', 'latest'], { advance: running });
    queryClient.setQueryData(['league', 3, 'standings'], []);
    queryClient.setQueryData(['league', 4, 'standings'], []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveMessages(7), { wrapper });
    return queryClient;
  }
  const event = (fields: object) => ({ type: 'advance', leagueId: 3, advanceId: 9, total: 40, ...fields });

  it("moves the running advance's games on, never back, without reading the league again", () => {
    const queryClient = render();
    const source = FakeEventSource.latest();
    source.emit('advance', event({ status: 'running', played: 20 }));
    source.emit('advance', event({ status: 'running', played: 12 }));
    expect(queryClient.getQueryData(['league', 3, 'advances', 'latest'])).toEqual({
      advance: { ...running, played: 20 },
    });
    expect(queryClient.getQueryState(['league', 3, 'standings'])?.isInvalidated).toBe(false);
  });

  it("reads that league's pages again once its advance ends, and no other league's", () => {
    const queryClient = render();
    FakeEventSource.latest().emit('advance', event({ status: 'done', played: 40 }));
    expect(queryClient.getQueryState(['league', 3, 'standings'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['league', 4, 'standings'])?.isInvalidated).toBe(false);
  });
});
