import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { type SeasonHistory, seasonLabel } from '@rinkside/domain';
import { Link } from 'react-router';

/** A season's award winners: each award with its player (a link to his page), his team and what won it. */
export function SeasonAwardWinners({ season, leagueId }: { season: SeasonHistory; leagueId: number }) {
  const titleId = `awards-${season.seasonId}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Title order={4} fz="md" mb="sm" id={titleId}>
        {seasonLabel(season.startYear)} awards
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, md: 4 }}
        spacing="md"
        verticalSpacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {season.awards.map((award) => (
          <li key={award.award} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
              {award.name}
            </Text>
            <Anchor component={Link} to={`/league/${leagueId}/player/${award.playerId}`} fw={600} size="sm">
              {award.playerName}
            </Anchor>
            <Text size="sm" c="dimmed">
              <abbr title={award.team.name} style={{ textDecoration: 'none' }}>
                {award.team.abbreviation}
              </abbr>{' '}
              · {award.value}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
