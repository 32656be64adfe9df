import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionHint } from '../lib/session-hint';
import { mockApi, signedInRoutes, signedOutRoutes } from '../test/api-mock';
import { renderApp } from '../test/render';

afterEach(() => vi.unstubAllGlobals());

// The next first load of a league page asks for its answers by this hint (lib/start-up-requests).
describe('SessionHintKeeper', () => {
  it('notes a session the start-up check found', async () => {
    mockApi(signedInRoutes);
    renderApp('/dashboard');
    await waitFor(() => expect(sessionHint()).toBe('signed in'));
  });

  it('notes that the start-up check found none', async () => {
    mockApi(signedOutRoutes);
    renderApp('/');
    await waitFor(() => expect(sessionHint()).toBe('signed out'));
  });
});
