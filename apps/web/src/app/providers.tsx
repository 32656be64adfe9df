import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { requestEarly } from '../lib/http';
import { leagueStartUpPaths } from '../lib/league-paths';
import { createQueryClient } from '../lib/query-client';
import { NotificationsHost } from './notifications-host';
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
 * alongside the user and the league's code, not after the shell has rendered; only then, as a signed-out
 * visitor's 401 would start a refresh. The queries take these answers (lib/http requestEarly).
 */
function requestLeagueAnswers() {
  requestEarly(leagueStartUpPaths(window.location.pathname));
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={env}
    >
      <NotificationsHost />
      <QueryClientProvider client={client}>
        <AuthProvider onSessionFound={requestLeagueAnswers}>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
