import { useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (ISO) by the server's clock: `serverNow` is the server's time when the
 * draft was read at `fetchedAt` (ms, this browser's clock), so a browser whose clock is off still counts
 * down right. Ticks every second; null without a deadline.
 */
export function useCountdown(deadline: string | null, serverNow: string, fetchedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return null;
  const atFetch = (Date.parse(deadline) - Date.parse(serverNow)) / 1000;
  return Math.max(0, atFetch - Math.max(0, now - fetchedAt) / 1000);
}
