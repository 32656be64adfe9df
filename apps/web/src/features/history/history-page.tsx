import { Alert, Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { PHASE_LABELS, seasonLabel } from '@rinkside/domain';
import { IconAlertCircle, IconTrophy } from '@tabler/icons-react';
import { errorMessage } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';
import { useHistory } from './api/get-history';
import { SeasonAwardWinners } from './components/season-award-winners';

const teamName = (team: { name: string } | null) => team?.name ?? '—';

/** League history: every season with its champion, finalist, best regular-season record and award winners. */
export function HistoryPage() {
  const leagueId = useLeagueId();
  const history = useHistory(leagueId);

  if (history.isPending) return <Skeleton height={220} radius="lg" aria-label="Loading history" />;
  if (history.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
        {errorMessage(history.error, 'An error occurred')}
      </Alert>
    );

  const awarded = history.data.seasons.filter((season) => season.awards.length > 0);
  return (
    <Stack gap="md">
      <Title order={2}>League History</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover aria-label="Seasons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Season</Table.Th>
              <Table.Th>Champion</Table.Th>
              <Table.Th>Finalist</Table.Th>
              <Table.Th>Best record</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.seasons.map((season) => (
              <Table.Tr key={season.seasonId}>
                {/* Kept on one line: a narrow screen scrolls the table rather than cut the phase short. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fw={600}>{seasonLabel(season.startYear)}</Text>
                  {season.active && (
                    // A badge's own ellipsis would let the table squeeze it: the phase stays whole.
                    <Badge
                      size="xs"
                      variant="light"
                      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                    >
                      {PHASE_LABELS[season.phase]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {season.champion ? (
                    <Text span fw={600}>
                      <IconTrophy size={14} aria-hidden /> {season.champion.name}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{teamName(season.finalist)}</Table.Td>
                <Table.Td>
                  {season.bestRecord
                    ? `${season.bestRecord.name} · ${season.bestRecord.points} pts (${season.bestRecord.wins}-${season.bestRecord.losses}-${season.bestRecord.otLosses})`
                    : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {awarded.length > 0 && (
        <Title order={3} fz="lg" mt="sm">
          Award winners
        </Title>
      )}
      {awarded.map((season) => (
        <SeasonAwardWinners key={season.seasonId} season={season} leagueId={leagueId} />
      ))}
    </Stack>
  );
}
