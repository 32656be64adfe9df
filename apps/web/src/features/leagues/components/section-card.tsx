import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SectionPanel } from '../../../components/section-panel';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';

interface SectionCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled panel of a league page, its heading's id made from its title. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <SectionPanel title={title} titleId={id} action={action}>
      {children}
    </SectionPanel>
  );
}

interface QueryBodyProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  errorTitle: string;
  rows?: number;
  children: () => ReactNode;
}

/** Skeleton rows while a panel's data loads, the error with Try Again, else the panel's content. */
export function QueryBody({ query, errorTitle, rows = 4, children }: QueryBodyProps) {
  if (query.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={22} radius="sm" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <QueryErrorAlert
        title={errorTitle}
        message={errorMessage(query.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <>{children()}</>;
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="sm" ta="center">
      {children}
    </Text>
  );
}
