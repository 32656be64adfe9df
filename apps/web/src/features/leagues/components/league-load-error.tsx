import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiRequestError, errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';

interface LeagueLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** SPEC §8: 'League Not Found' / 'No league data found.' on 404, else 'Failed to Load League' with Try Again. */
export function LeagueLoadError({ error, onRetry, retrying }: LeagueLoadErrorProps) {
  if (error instanceof ApiRequestError && error.status === 404) return <LeagueNotFound />;
  return (
    <QueryErrorAlert
      title="Failed to Load League"
      message={errorMessage(error, FETCH_FAILED_MESSAGE)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

export function LeagueNotFound() {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="League Not Found">
      No league data found.
    </Alert>
  );
}
