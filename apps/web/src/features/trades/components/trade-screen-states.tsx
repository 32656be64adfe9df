import { Center, Loader } from '@mantine/core';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';

/** A trade screen whose league did not load: the reason and Try Again. */
export function LeagueLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <QueryErrorAlert
      title="Unable to load the league"
      message={errorMessage(error, 'Failed to load the league.')}
      onRetry={onRetry}
    />
  );
}

/** A trade screen still loading, named for screen readers ("Loading the trade builder"). */
export function TradeScreenLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
