import { Badge, Table, Text } from '@mantine/core';
import type { CommissionerView } from '@rinkside/domain';
import { SectionCard } from '../components/section-card';
import { ApplicationsList } from './applications-list';
import { TeamGmActions } from './team-gm-actions';

type CommishTeam = CommissionerView['teams'][number];

/** Every team with its GM: assign or remove GMs, open recruitments, decide applications. */
export function TeamGmTable({ leagueId, teams }: { leagueId: number; teams: readonly CommishTeam[] }) {
  const pending = teams.reduce(
    (n, t) => n + (t.recruitment?.applications.filter((a) => a.status === 'pending').length ?? 0),
    0,
  );
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
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th>GM</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.id} data-testid={`commish-team-${team.abbreviation}`}>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Text fw={600} size="sm">
                    {team.name}
                  </Text>
                  {team.recruitment && (
                    <Badge size="xs" color="green" variant="light" mt={4}>
                      Recruiting
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  {team.gm ? (
                    team.gm.username
                  ) : (
                    <Text c="dimmed" size="sm">
                      No GM
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <TeamGmActions leagueId={leagueId} team={team} />
                  {team.recruitment && (
                    <ApplicationsList
                      leagueId={leagueId}
                      teamName={team.name}
                      applications={team.recruitment.applications}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
