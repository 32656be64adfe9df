import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { FakeEventSource } from '../test/fake-event-source';
import { openEventStream, RECONNECT_BASE_MS } from './event-stream';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openEventStream', () => {
  it('passes the named events on, parsed, and reports each (re)open', () => {
    const onEvent = vi.fn();
    const onOpen = vi.fn();
    const close = openEventStream({ url: '/api/events', events: ['message'], onEvent, onOpen });
    const source = FakeEventSource.latest();
    expect(source.init).toEqual({ withCredentials: true });
    source.open();
    source.emit('message', { type: 'message', n: 1 });
    expect(onEvent).toHaveBeenCalledWith('message', { type: 'message', n: 1 });
    expect(onOpen).toHaveBeenCalledTimes(1);
    close();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('ignores a malformed event with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onEvent = vi.fn();
    openEventStream({ url: '/api/events', events: ['read'], onEvent })();
    FakeEventSource.latest().emit('read', '{not json');
    expect(onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refreshes the session and re-opens with a growing delay after the browser gives up', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'POST /auth/refresh': { body: { message: 'ok' } } });
    const close = openEventStream({ url: '/api/events', events: ['message'], onEvent: vi.fn() });
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    // A second failure in a row waits twice as long.
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
    close();
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_BASE_MS);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('refreshes at once and reopens when the server ends the stream because the token expired', async () => {
    const fetchMock = mockApi({ 'POST /auth/refresh': { body: { message: 'ok' } } });
    const onOpen = vi.fn();
    const close = openEventStream({ url: '/api/events', events: ['message'], onEvent: vi.fn(), onOpen });
    const first = FakeEventSource.latest();
    first.open();
    first.emit('session-end', { reason: 'expired' });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    // No backoff wait: the stream was ended on purpose, not refused.
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledOnce();
    FakeEventSource.latest().open();
    expect(onOpen).toHaveBeenCalledTimes(2);
    close();
  });

  it('stays closed when the refresh after expiry fails', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({ 'POST /auth/refresh': { status: 401, body: { message: 'ended' } } });
    openEventStream({ url: '/api/events', events: ['message'], onEvent: vi.fn() });
    FakeEventSource.latest().emit('session-end', { reason: 'expired' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it.each(['signed-out', 'revoked', 'replaced'])(
    'closes for good when the server ends the stream as %s',
    async (reason) => {
      vi.useFakeTimers();
      const fetchMock = mockApi({});
      openEventStream({ url: '/api/events', events: ['message'], onEvent: vi.fn() });
      const source = FakeEventSource.latest();
      source.open();
      source.emit('session-end', { reason });
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
      await vi.advanceTimersByTimeAsync(10 * RECONNECT_BASE_MS);
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
