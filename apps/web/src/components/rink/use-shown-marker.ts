import { useState } from 'react';

type Key = string | number;

/**
 * Which marker's event is shown: the hovered or focused one, or the one tapped (pinned until tapped
 * again, another is tapped or Escape is pressed).
 */
export function useShownMarker() {
  const [shown, setShown] = useState<{ key: Key; pinned: boolean } | null>(null);
  const onShow = (key: Key | null, pin: boolean) =>
    setShown((current) => {
      if (pin) return key === null || (current?.pinned && current.key === key) ? null : { key, pinned: true };
      if (key === null) return current?.pinned ? current : null;
      return current?.pinned && current.key === key ? current : { key, pinned: false };
    });
  return { shown: shown?.key ?? null, onShow, hide: () => setShown(null) };
}
