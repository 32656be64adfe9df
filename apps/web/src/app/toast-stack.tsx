import { Notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS } from '../lib/notify';

/** SPEC §9: top-right, at most 5 visible (the rest queue), 440 px wide, 4 s by default. */
export function ToastStack() {
  return <Notifications position="top-right" limit={5} containerWidth={440} autoClose={TOAST_DEFAULT_MS} />;
}
