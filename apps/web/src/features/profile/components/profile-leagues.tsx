import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@rinkside/domain';
import { Link } from 'react-router';

/** SPEC §2 Profile: leagues with the team ('Team: x' or 'No team assigned') and a Commissioner badge. */
export function ProfileLeagues({ leagues }: { leagues: Profile['leagues'] }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="profile-leagues"
    >
      <Title order={2} fz="lg" id="profile-leagues" mb="md">
        Leagues
      </Title>
      {leagues.length === 0 ? (
        <Text c="dimmed">Not in any league yet.</Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {leagues.map((league, index) => (
            <Group
              key={league.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/league/${league.id}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {league.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {league.team ? `Team: ${league.team.name}` : 'No team assigned'}
                </Text>
              </div>
              {league.isCommissioner && (
                <Badge color="navy" variant="light" style={{ flexShrink: 0 }}>
                  Commissioner
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
