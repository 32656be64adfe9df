import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadFailure,
  IDLE_AFTER_LOAD_MS,
  inTurnWhenIdle,
  lazyPage,
  listenForLinkIntent,
  prefersLessData,
  whenIdle,
} from './prefetch';

const Page = () => null;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('lazyPage', () => {
  it('fetches a chunk once however often it is prefetched', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const page = lazyPage(load);
    await Promise.all([page.preload(), page.preload(), page.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next attempt asks again', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Page);
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toBeInstanceOf(ChunkLoadFailure);
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('listenForLinkIntent', () => {
  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>Stats</span>';
    document.body.append(anchor);
    return anchor;
  };

  it('reports the path of a link pointed at or focused, once until another link is', () => {
    const onIntent = vi.fn();
    const stop = listenForLinkIntent(onIntent);
    const stats = link('/league/3/stats');
    const lines = link('/league/3/lines');
    stats.firstElementChild?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    stats.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    lines.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual([['/league/3/stats'], ['/league/3/lines']]);
    stop();
    stats.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });

  it('ignores links to other sites', () => {
    const onIntent = vi.fn();
    const stop = listenForLinkIntent(onIntent);
    link('https://example.org/league/3').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(onIntent).not.toHaveBeenCalled();
    stop();
  });
});

describe('idle prefetching', () => {
  const withConnection = (connection: object) => ({ connection }) as unknown as Navigator;

  it('holds back on data saver and links of 3G or slower', () => {
    expect(prefersLessData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(prefersLessData(withConnection({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(prefersLessData(withConnection({ effectiveType: '2g' }))).toBe(true);
    expect(prefersLessData(withConnection({ effectiveType: '3g' }))).toBe(true);
    expect(prefersLessData(withConnection({ effectiveType: '4g' }))).toBe(false);
    expect(prefersLessData(withConnection({}))).toBe(false);
  });

  it('runs the task later, unless cancelled first', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits a few seconds after the page has loaded', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts counting only at the load event while the page is still loading', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    readyState.mockRestore();
  });

  it('fetches a list one step at a time, each after the one before has arrived', async () => {
    vi.useFakeTimers();
    const arrivals: (() => void)[] = [];
    const step = vi.fn(() => new Promise<void>((resolve) => arrivals.push(resolve)));
    inTurnWhenIdle([step, step, step]);
    vi.runAllTimers();
    expect(step).toHaveBeenCalledTimes(1);
    arrivals[0]?.();
    await vi.runAllTimersAsync();
    expect(step).toHaveBeenCalledTimes(2);
    arrivals[1]?.();
    await vi.runAllTimersAsync();
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('stops a list when cancelled', async () => {
    vi.useFakeTimers();
    const step = vi.fn(() => Promise.resolve());
    const cancel = inTurnWhenIdle([step, step]);
    vi.runAllTimers();
    expect(step).toHaveBeenCalledTimes(1);
    cancel();
    await vi.runAllTimersAsync();
    expect(step).toHaveBeenCalledTimes(1);
  });
});
