import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
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

/**
 * A members-only league answers an outsider exactly as a league that does not exist (docs/decisions/059),
 * so this page cannot tell the two apart: it says what is true of both.
 */
export function LeagueNotFound() {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="League Not Found">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">No league data found.</Text>
        <Text size="sm">
          This league is private or does not exist. A private league opens only for its commissioner and its
          GMs: if you should be one of them, ask the commissioner.
        </Text>
        <Button component={Link} to="/dashboard" variant="light" color="yellow" size="xs">
          Back to your leagues
        </Button>
      </Stack>
    </Alert>
  );
}
