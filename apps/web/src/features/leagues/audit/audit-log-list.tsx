import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { auditSentence, formatLeagueDate, type AuditEntry } from '@rinkside/domain';
import { IconLock } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiRequestError, errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { useAuditLog } from '../api/get-audit-log';

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The league's audit log (docs/decisions/060): each use of a commissioner power, newest first, with who,
 * the league day and the wall-clock time (in the viewer's zone), a page at a time.
 */
export function AuditLogList({ leagueId }: { leagueId: number }) {
  const log = useAuditLog(leagueId);
  const timeZone = useLeagueTimeZone(leagueId);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  if (log.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the league log">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={40} radius="sm" />
        ))}
      </Stack>
    );
  if (log.isError && log.error instanceof ApiRequestError && log.error.status === 403)
    return (
      <Alert color="gray" icon={<IconLock size={18} />} title="Members only">
        Only the league&apos;s GMs and commissioners can read its log.
      </Alert>
    );
  if (log.isError && !log.isFetchNextPageError)
    return (
      <QueryErrorAlert
        title="Failed to Load the League Log"
        message={errorMessage(log.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  if (entries.length === 0)
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        No commissioner powers used yet. Settings changed, GMs assigned, trades reviewed and games simulated
        ahead will appear here.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack
        component="ol"
        gap={0}
        aria-label="League log"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {entries.map((entry) => (
          <AuditLine key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </Stack>
      {log.isFetchNextPageError && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(log.error, 'Failed to load older entries.')}
        </Text>
      )}
      {log.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load older entries
        </Button>
      )}
    </Stack>
  );
}

function AuditLine({ entry, timeZone }: { entry: AuditEntry; timeZone: string | undefined }) {
  const leagueDay = timeZone ? formatLeagueDate(entry.leagueAt, timeZone) : null;
  return (
    <li style={{ padding: '8px 0', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm">
        <Text span fw={600}>
          {entry.actor?.username ?? 'The league'}
        </Text>{' '}
        {auditSentence(entry)}
      </Text>
      <Text size="xs" c="dimmed">
        {leagueDay && <>League day {leagueDay} · </>}
        <time dateTime={entry.wallAt}>{WALL_CLOCK.format(new Date(entry.wallAt))}</time> your time
      </Text>
    </li>
  );
}
