import { Divider, Text } from '@mantine/core';
import { formatLeagueDate, ownTimeZone, type LeagueImportWarningsResponse } from '@rinkside/domain';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../../lib/http';
import { ImportWarningsList } from '../../components/import-warnings-list';
import { useImportWarnings } from './api/get-import-warnings';

const SOURCE_WORDS: Record<NonNullable<LeagueImportWarningsResponse['source']>, string> = {
  'zengm-hockey': 'a ZenGM file',
  rinkside: 'a Rinkside league file',
};

/**
 * A league imported from a file: what its import did not carry, kept for the commissioner to read again
 * after the import's own page is gone. Nothing for a league made in Rinkside, nor while it loads.
 */
export function ImportOrigin({ leagueId }: { leagueId: number }) {
  const origin = useImportWarnings(leagueId);
  if (origin.isError)
    return (
      <QueryErrorAlert
        title="Failed to load what the import did not carry"
        message={errorMessage(origin.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void origin.refetch()}
        retrying={origin.isFetching}
      />
    );
  if (!origin.data?.source) return null;
  const { source, importedAt, warnings } = origin.data;
  return (
    <>
      <Divider />
      <ImportWarningsList
        title={`Imported from ${SOURCE_WORDS[source]}: what was not carried`}
        order={3}
        warnings={warnings}
      />
      {importedAt && (
        // The wall clock of the import, in the reader's own zone: not a league date.
        <Text size="xs" c="dimmed">
          Imported on {formatLeagueDate(importedAt, ownTimeZone())}.
        </Text>
      )}
    </>
  );
}
