import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The whole app (providers, auth, route tables) at a path, with fetch mocked by the caller. */
export function renderApp(path = '/') {
  return renderWithProviders(<AppRoutes />, path);
}

export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <Providers queryClient={createTestQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
}
