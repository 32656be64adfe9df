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
});
