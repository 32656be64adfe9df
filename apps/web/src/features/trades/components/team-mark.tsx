import { Group, Text } from '@mantine/core';
import type { TeamSummary } from '@rinkside/domain';
import { TeamLogo } from '../../../components/team-logo';

const NEUTRAL: [string, string] = ['#5c6b7a', '#d0d7de'];

/** A trade side's team: its logo (colours from the league's teams) and its name. */
export function TeamMark({
  team,
  leagueTeams,
  logoBaseUrl,
  size = 28,
  suffix,
}: {
  team: { id: number; name: string; abbrev: string };
  leagueTeams: readonly TeamSummary[];
  logoBaseUrl: string | null;
  size?: number;
  suffix?: string;
}) {
  const colors = leagueTeams.find((t) => t.id === team.id)?.colors ?? NEUTRAL;
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <TeamLogo baseUrl={logoBaseUrl} abbreviation={team.abbrev} colors={colors} size={size} />
      <Text fw={600} size="sm" truncate>
        {team.name}
        {suffix && (
          <Text span c="dimmed" size="sm" fw={400}>
            {' '}
            {suffix}
          </Text>
        )}
      </Text>
    </Group>
  );
}
