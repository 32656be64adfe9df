import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ContractSettingsSection } from './contracts/contract-settings-section';
import { ApiRequestError, errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
import { useCommissionerView } from '../api/get-commissioner-view';
import { InactivitySettingsForm } from './inactivity/inactivity-settings-form';
import { RenameLeagueForm } from './rename-league-form';
import { ScheduleGenerator } from './schedule-generator';
import { SeasonPanel } from './season/season-panel';
import { TeamGmTable } from './team-gm-table';
import { TradeSettingsSection } from './trades/trade-settings-section';
import { DraftSettingsSection } from './draft/draft-settings-section';
import { LeagueVisibilityForm } from './visibility/league-visibility-form';
import { WebhooksPanel } from './webhooks/webhooks-panel';
import { QuarantinedGamesPanel } from './quarantine/quarantined-games-panel';
import { AuditLogList } from '../audit/audit-log-list';
import { SectionCard } from '../components/section-card';
import { CoCommissionersSection } from './co-commissioners-section';
import { LeagueFileSection } from './league-file/league-file-section';

/** Commissioner Tools (/league/{id}/commish): the season's controls, schedule, GMs, recruitments, applications, name. */
export function CommishPage() {
  const { leagueId, data: league } = useCurrentLeague();
  const view = useCommissionerView(leagueId);

  if (view.error instanceof ApiRequestError && view.error.status === 403)
    return (
      <Alert color="red" icon={<IconLock size={18} />} title="Commissioners only">
        Only the commissioner of this league can use Commissioner Tools.
      </Alert>
    );
  if (view.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading commissioner tools">
        <Skeleton height={40} width="50%" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  if (view.isError)
    return (
      <QueryErrorAlert
        title="Failed to Load League"
        message={errorMessage(view.error, FETCH_FAILED_MESSAGE)}
        onRetry={() => void view.refetch()}
        retrying={view.isFetching}
      />
    );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Commissioner Tools
        </Title>
        <Text c="dimmed">{view.data.name}</Text>
      </div>
      <SeasonPanel leagueId={leagueId} />
      <ScheduleGenerator leagueId={leagueId} teamCount={view.data.teams.length} />
      <QuarantinedGamesPanel leagueId={leagueId} />
      <TeamGmTable leagueId={leagueId} teams={view.data.teams} />
      <CoCommissionersSection leagueId={leagueId} teams={league?.teams ?? []} />
      <ContractSettingsSection leagueId={leagueId} />
      <TradeSettingsSection leagueId={leagueId} />
      <DraftSettingsSection leagueId={leagueId} />
      <InactivitySettingsForm leagueId={leagueId} />
      <RenameLeagueForm leagueId={leagueId} currentName={league?.name ?? view.data.name} />
      {league && (
        <LeagueVisibilityForm key={league.visibility} leagueId={leagueId} current={league.visibility} />
      )}
      <WebhooksPanel leagueId={leagueId} />
      <LeagueFileSection leagueId={leagueId} />
      <SectionCard title="Audit log">
        <AuditLogList leagueId={leagueId} />
      </SectionCard>
    </Stack>
  );
}
