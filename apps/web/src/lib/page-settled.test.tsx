import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenLoading, whenPageSettled } from './page-settled';

function LoadingScreen() {
  useScreenLoading();
  return null;
}

describe('whenPageSettled', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
  });

  it('waits for the screen to arrive and its queries to answer, then for an idle moment', async () => {
    const task = vi.fn();
    const screenView = render(<LoadingScreen />);
    let answer: (value: string) => void = () => undefined;
    void client
      .fetchQuery({ queryKey: ['home'], queryFn: () => new Promise<string>((r) => (answer = r)) })
      .catch(() => undefined);
    whenPageSettled(client, task);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(task).not.toHaveBeenCalled();
    screenView.unmount();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(task).not.toHaveBeenCalled();

    answer('lists');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(task).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(task).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a page that keeps asking', async () => {
    const task = vi.fn();
    void client
      .fetchQuery({ queryKey: ['live'], queryFn: () => new Promise<string>(() => undefined) })
      .catch(() => undefined);
    whenPageSettled(client, task, 3000);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(task).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled', async () => {
    const task = vi.fn();
    const cancel = whenPageSettled(client, task);
    cancel();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(task).not.toHaveBeenCalled();
  });
});
