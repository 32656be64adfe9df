import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AwardPlaceView, AwardView, LeagueDetail } from '@rinkside/domain';
import { Link } from 'react-router';
import { TeamCrest } from '../../../components/team-crest';

type LeagueTeam = LeagueDetail['teams'][number];

interface PlaceProps {
  place: AwardPlaceView;
  leagueId: number;
}

/** A player (linked to his page) with his team, or a team alone for the best record. */
function PlaceName({ place, leagueId }: PlaceProps) {
  if (place.playerId === null) return <>{place.teamName}</>;
  return (
    <>
      <Anchor component={Link} to={`/league/${leagueId}/player/${place.playerId}`} fw={700}>
        {place.playerName}
      </Anchor>{' '}
      <Text span c="dimmed" size="sm">
        {place.teamAbbreviation}
      </Text>
    </>
  );
}

interface AwardCardProps {
  award: AwardView;
  leagueId: number;
  team: LeagueTeam | undefined;
}

/** One award: the winner with his team's crest and what he did, the runners-up below. */
export function AwardCard({ award, leagueId, team }: AwardCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={award.name}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {award.name}
        </Title>
        <Group gap="sm" wrap="nowrap">
          {team && <TeamCrest abbreviation={team.abbreviation} colors={team.colors} size={44} />}
          <div>
            <Text fw={700}>
              <PlaceName place={award} leagueId={leagueId} />
            </Text>
            <Text size="sm">{award.value}</Text>
          </div>
        </Group>
        {award.runnersUp.length > 0 && (
          <List size="sm" spacing={2} aria-label={`${award.name} runners-up`}>
            {award.runnersUp.map((place, index) => (
              <List.Item key={`${place.playerId ?? 'team'}-${place.teamId}`}>
                {index + 2}. <PlaceName place={place} leagueId={leagueId} /> · {place.value}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
