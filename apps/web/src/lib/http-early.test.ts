import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, requestEarly } from './http';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestEarly', () => {
  it("hands the early answer to the first request of the path, validated by that request's schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 'Tour League' }));
    requestEarly(['/league/7']);
    const parse = vi.fn((d: unknown) => d as { name: string });
    await expect(apiRequest('/league/7', { schema: { parse } })).resolves.toEqual({ name: 'Tour League' });
    expect(parse).toHaveBeenCalledOnce();
    expect(calls()).toEqual(['/api/league/7']);

    // Taken once: the next request asks the server.
    fetchMock.mockResolvedValueOnce(json(200, { name: 'Renamed' }));
    await expect(apiRequest('/league/7')).resolves.toEqual({ name: 'Renamed' });
    expect(calls()).toEqual(['/api/league/7', '/api/league/7']);
  });

  it('asks again when the early request failed', async () => {
    fetchMock.mockResolvedValueOnce(json(500));
    requestEarly(['/league/7/stats']);
    fetchMock.mockResolvedValueOnce(json(200, { playerStats: [] }));
    await expect(apiRequest('/league/7/stats')).resolves.toEqual({ playerStats: [] });
    expect(calls()).toEqual(['/api/league/7/stats', '/api/league/7/stats']);
  });

  it('asks again when the early answer is too old to hand out', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(200, { games: ['old'] }));
    requestEarly(['/league/7/schedule']);
    vi.advanceTimersByTime(60_000);
    fetchMock.mockResolvedValueOnce(json(200, { games: [] }));
    await expect(apiRequest('/league/7/schedule')).resolves.toEqual({ games: [] });
    expect(calls()).toHaveLength(2);
  });

  it('is not taken by a request that writes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 'Tour League' }));
    requestEarly(['/league/7']);
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/league/7', { method: 'PATCH', body: { name: 'x' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls()).toHaveLength(2);
  });
});
