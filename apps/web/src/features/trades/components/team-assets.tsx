import { Skeleton } from '@mantine/core';
import type { LeagueDetail } from '@rinkside/domain';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { useCapSheet } from '../../../lib/queries/get-cap-sheet';
import { useTeamPicks } from '../api/get-team-picks';
import { useTeamProspects } from '../api/get-team-prospects';
import { setRetained, toggleAsset, type SideSelection } from '../trade-selection';
import { AssetColumn } from './asset-column';
import { TeamMark } from './team-mark';

/** One team's column once its cap sheet and picks have come. */
export function TeamAssets({
  league,
  teamId,
  role,
  selection,
  onChange,
}: {
  league: LeagueDetail;
  teamId: number;
  role: 'mine' | 'theirs';
  selection: SideSelection;
  onChange: (next: SideSelection) => void;
}) {
  const cap = useCapSheet(league.id, teamId);
  const picks = useTeamPicks(league.id, teamId);
  const prospects = useTeamProspects(league.id, teamId);
  const team = league.teams.find((t) => t.id === teamId);
  if (!team) return null;
  if (cap.isError || picks.isError)
    return (
      <QueryErrorAlert
        title={`Unable to load ${team.name}`}
        message={errorMessage(cap.error ?? picks.error, "Failed to load the team's players and picks.")}
        onRetry={() => void Promise.all([cap.refetch(), picks.refetch()])}
        retrying={cap.isFetching || picks.isFetching}
      />
    );
  if (!cap.data || !picks.data)
    return <Skeleton height={320} radius="md" aria-label={`Loading ${team.name}`} />;
  return (
    <AssetColumn
      role={role}
      team={team}
      heading={
        <TeamMark
          team={{ id: team.id, name: team.name, abbrev: team.abbreviation }}
          leagueTeams={league.teams}
          logoBaseUrl={league.logoBaseUrl}
          suffix={role === 'mine' ? '(you give)' : 'gives'}
        />
      }
      players={cap.data.players}
      picks={picks.data}
      prospects={prospects.data ?? []}
      selection={selection}
      onToggle={(kind, id) => onChange(toggleAsset(selection, kind, id))}
      onRetain={(playerId, percent) => onChange(setRetained(selection, playerId, percent))}
    />
  );
}
