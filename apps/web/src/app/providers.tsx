import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { onSessionFound, requestStartUpAnswers } from '../lib/start-up-requests';
import { NotificationsHost } from './notifications-host';
import { SessionHintKeeper } from './session-hint-keeper';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions, portals and detached-popover hiding (jsdom has no layout). */
  env?: 'default' | 'test';
}

/**
 * A league page's first load asks for its league (and the home's lists) as soon as the session is known,
 * alongside the user and the league's code, not after the shell has rendered; when this browser was signed
 * in last time, already alongside the session check. The queries take these answers (lib/http requestEarly).
 */
function sessionFound() {
  onSessionFound(window.location.pathname);
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // During the first render, not in an effect: children's effects run before a parent's, so from an effect
  // these requests would queue behind the screens' code that the route table starts fetching.
  useState(() => requestStartUpAnswers(window.location.pathname));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={client}>
        <AuthProvider onSessionFound={sessionFound}>
          <SessionHintKeeper />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
