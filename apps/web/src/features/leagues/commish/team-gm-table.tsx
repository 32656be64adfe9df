import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CommissionerView } from '@rinkside/domain';
import { SectionCard } from '../components/section-card';
import { ApplicationsList } from './applications-list';
import { useGmActivity } from './inactivity/api/get-gm-activity';
import { GmActivityLine } from './inactivity/gm-activity-line';
import { TeamGmActions } from './team-gm-actions';

type CommishTeam = CommissionerView['teams'][number];

/** Every team with its GM: assign or remove GMs, open recruitments, decide applications. */
export function TeamGmTable({ leagueId, teams }: { leagueId: number; teams: readonly CommishTeam[] }) {
  const pending = teams.reduce(
    (n, t) => n + (t.recruitment?.applications.filter((a) => a.status === 'pending').length ?? 0),
    0,
  );
  const activity = useGmActivity(leagueId);
  const now = new Date(activity.data?.now ?? 0);
  return (
    <SectionCard
      title="Teams and GMs"
      action={
        pending > 0 ? (
          <Badge color="orange" variant="light">
            {pending} pending {pending === 1 ? 'application' : 'applications'}
          </Badge>
        ) : undefined
      }
    >
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {teams.map((team) => (
          <Box
            component="li"
            key={team.id}
            py="sm"
            data-testid={`commish-team-${team.abbreviation}`}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <div style={{ minWidth: 180, flex: '1 1 180px' }}>
                <Group gap={6}>
                  <Text fw={600} size="sm">
                    {team.name}
                  </Text>
                  {team.recruitment && (
                    <Badge size="xs" color="green" variant="light">
                      Recruiting
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c={team.gm ? undefined : 'dimmed'}>
                  {team.gm ? `GM: ${team.gm.username}` : 'No GM'}
                </Text>
                {team.gm && activity.data && (
                  <GmActivityLine
                    leagueId={leagueId}
                    teamId={team.id}
                    teamName={team.name}
                    gmName={team.gm.username}
                    seat={activity.data?.seats.find((s) => s.teamId === team.id && s.userId === team.gm?.id)}
                    now={now}
                  />
                )}
                <Group gap="sm">
                  <Anchor component={Link} to={`/league/${leagueId}/team/${team.id}/lines`} size="xs">
                    Lines
                  </Anchor>
                  <Anchor component={Link} to={`/league/${leagueId}/team/${team.id}/depth-chart`} size="xs">
                    Depth chart
                  </Anchor>
                </Group>
              </div>
              <div style={{ flex: '0 1 auto' }}>
                <TeamGmActions leagueId={leagueId} team={team} />
              </div>
            </Group>
            {team.recruitment && (
              <ApplicationsList
                leagueId={leagueId}
                teamName={team.name}
                applications={team.recruitment.applications}
              />
            )}
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
