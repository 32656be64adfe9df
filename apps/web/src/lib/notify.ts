import { notifications } from '@mantine/notifications';

// SPEC §9: toast durations.
export const TOAST_ERROR_MS = 5000;
export const TOAST_SUCCESS_MS = 3000;
export const TOAST_DEFAULT_MS = 4000;

// A toast's close button is otherwise an icon without a name for screen readers.
const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifySuccess(message: string, title = 'Success'): void {
  notifications.show({ title, message, color: 'green', autoClose: TOAST_SUCCESS_MS, closeButtonProps });
}

export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ title, message, color: 'red', autoClose: TOAST_ERROR_MS, closeButtonProps });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ title, message, autoClose: TOAST_DEFAULT_MS, closeButtonProps });
}
