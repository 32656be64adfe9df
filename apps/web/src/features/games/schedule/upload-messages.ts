import { ApiRequestError } from '../../../lib/http';

// SPEC §8 schedule texts.
export const NO_GAMES_TO_UPLOAD = 'No games ready to upload';
const NO_RESPONSE = 'No response from server. Check if the server is running.';

const messageOf = (error: unknown): string =>
  error instanceof ApiRequestError
    ? (error.serverMessage ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);

const withoutStop = (text: string) => text.replace(/\.+$/, '');

/** SPEC §8 season fetch failures. */
export function seasonErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return NO_RESPONSE;
    return `Server error (${error.status}): ${messageOf(error)}`;
  }
  return `Request failed: ${messageOf(error)}`;
}

/** SPEC §8 upload failures; `details` says which game failed and how far the upload got. */
export function uploadErrorText(error: unknown, details: string): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return `Upload failed: ${NO_RESPONSE}`;
    return `Upload failed (${error.status}): ${withoutStop(messageOf(error))}. Details: ${details}`;
  }
  return `Upload failed: ${messageOf(error)}`;
}
