import { Alert, Anchor, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { dressedIds, type StoredPlayer } from '@rinkside/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { useCurrentLeague } from '../../../lib/league-query';
import { useLineup } from '../../../lib/queries/get-lineup';
import { useTeam } from '../../../lib/queries/get-team';
import { fullName } from '../components/player-attributes';
import { RosterTable } from './roster-table';

export interface RosterSlots {
  /** Above the table: the team's cap figures (issue 17). */
  summary?: (leagueId: number, teamId: number) => ReactNode;
  /** Each player's last column: his roster moves (issue 17). */
  actions?: (leagueId: number, teamId: number, player: StoredPlayer) => ReactNode;
}

/**
 * SPEC §2 Roster: the viewer's own team, searchable by name, sortable by Name and Position; what the
 * route adds above the table and beside each player.
 */
export function RosterPage({ summary, actions }: RosterSlots = {}) {
  const { leagueId, data: league } = useCurrentLeague();
  const myTeamId = league?.myTeamId ?? null;
  const team = useTeam(leagueId, myTeamId ?? 0);
  const lineup = useLineup(leagueId, myTeamId ?? 0);
  const dressed = useMemo(() => (lineup.data ? dressedIds(lineup.data.lineup) : null), [lineup.data]);
  const [search, setSearch] = useState('');

  if (!league) return null;
  if (myTeamId === null)
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No team selected">
        You are not assigned to a team in this league. Select one in the{' '}
        <Anchor component={Link} to={`/league/${leagueId}/teams`} inherit>
          Teams
        </Anchor>{' '}
        tab or ask a commissioner for GM access.
      </Alert>
    );
  if (team.isPending)
    return (
      <Center py="xl" role="status" aria-label="Loading roster">
        <Loader />
      </Center>
    );
  if (team.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Unable to load roster">
        {errorMessage(team.error, 'Failed to load your team/roster.')}
      </Alert>
    );

  // Drafted players still to sign hold no roster spot: the route lists them apart, with their Sign buttons.
  const signed = team.data.players.filter((p) => p.status !== 'prospect');
  const query = search.trim().toLowerCase();
  const players = signed.filter((p) => fullName(p).toLowerCase().includes(query));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {team.data.name} Roster
        </Title>
        <Anchor component={Link} to={`/league/${leagueId}/team/${myTeamId}/cap`} size="sm">
          Cap sheet
        </Anchor>
      </Group>
      {summary?.(leagueId, myTeamId)}
      {signed.length === 0 ? (
        <Text c="dimmed">No players have been added yet.</Text>
      ) : (
        <>
          <TextInput
            label="Search players"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
          />
          {players.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              No players found
            </Text>
          ) : (
            <RosterTable
              leagueId={leagueId}
              players={players}
              dressed={dressed}
              {...(actions ? { actions: (player) => actions(leagueId, myTeamId, player) } : {})}
            />
          )}
        </>
      )}
    </Stack>
  );
}
