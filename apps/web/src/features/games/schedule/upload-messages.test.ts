import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/http';
import { seasonErrorText, uploadErrorText } from './upload-messages';

describe('schedule error texts (SPEC §8)', () => {
  it('season fetch: server error, no response, other failure', () => {
    const notFound = new ApiRequestError(404, 'x', { serverMessage: 'This league has no active season.' });
    expect(seasonErrorText(notFound)).toBe('Server error (404): This league has no active season.');
    expect(seasonErrorText(new ApiRequestError(0, 'Network Error'))).toBe(
      'No response from server. Check if the server is running.',
    );
    expect(seasonErrorText(new Error('Bad answer'))).toBe('Request failed: Bad answer');
  });

  it('upload: status with message and details, no response, other failure', () => {
    const conflict = new ApiRequestError(409, 'x', {
      serverMessage: 'These teams already play each other on that day.',
    });
    expect(uploadErrorText(conflict, 'game 3 of 9')).toBe(
      'Upload failed (409): These teams already play each other on that day. Details: game 3 of 9',
    );
    expect(uploadErrorText(new ApiRequestError(0, 'Network Error'), '')).toBe(
      'Upload failed: No response from server. Check if the server is running.',
    );
    expect(uploadErrorText(new Error('boom'), '')).toBe('Upload failed: boom');
  });
});
