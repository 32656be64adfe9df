import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/prefetch';

const loadToastStack = () => import('./toast-stack');
// A stack whose code could not arrive (offline) shows nothing rather than taking the page down with it.
const ToastStack = lazy<ComponentType>(() =>
  loadToastStack().then(
    ({ ToastStack }) => ({ default: ToastStack }),
    () => ({ default: () => null }),
  ),
);

/**
 * Mounts the toast stack once the first toast is shown, not at start-up: Mantine's container brings its
 * transitions and scroll-lock class names, which no first paint needs (docs/decisions/022). Toasts shown
 * before it arrives wait in the notifications store and appear with it; its code is fetched when the
 * page is idle, so the first toast rarely waits for it.
 */
export function NotificationsHost() {
  const shown = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(shown);
  // Kept once mounted: the last toast leaves through the stack's own transition.
  if (shown && !mounted) setMounted(true);

  useEffect(() => (mounted ? undefined : whenIdle(() => void loadToastStack())), [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
