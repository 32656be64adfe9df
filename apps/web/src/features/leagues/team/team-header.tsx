import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TeamDetail } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { RatingText } from '../../../components/rating-text';
import { TeamLogo } from '../../../components/team-logo';

interface TeamHeaderProps {
  team: TeamDetail;
  logoBaseUrl: string;
  leagueId: number;
  /** The team's Cup banners, hung beside its rating. */
  banners?: ReactNode;
}

/**
 * Team name, GM (username, or 'No GM'), league number, its Cup banners and team rating (average overall of
 * the active roster).
 */
export function TeamHeader({ team, logoBaseUrl, leagueId, banners }: TeamHeaderProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderTop: `4px solid ${team.colors[0]}` }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Group wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <TeamLogo baseUrl={logoBaseUrl} abbreviation={team.abbreviation} colors={team.colors} size={64} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.15}>
              {team.name}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                GM: {team.gm?.username ?? 'No GM'}
              </Text>
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Text size="sm" c="dimmed">
                League #{leagueId}
              </Text>
              {team.division && (
                <Badge variant="outline" size="sm">
                  {team.division}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="lg" align="center">
          {banners}
          <Stack gap={0} align="center">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Team rating
            </Text>
            <Text fz={32} lh={1.1}>
              <RatingText value={Math.round(team.rating)} fw={800} />
            </Text>
          </Stack>
        </Group>
      </Group>
    </Paper>
  );
}
