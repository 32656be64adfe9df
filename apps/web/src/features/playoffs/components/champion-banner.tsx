import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { TeamLogo } from '../../../components/team-logo';
import type { BracketTeams } from './bracket-teams';

interface ChampionBannerProps {
  champion: { teamId: number; name: string };
  teams: BracketTeams;
}

/** The season's last word: '{Team} win the Cup', in the champion's colours. */
export function ChampionBanner({ champion, teams }: ChampionBannerProps) {
  const team = teams.get(champion.teamId);
  return (
    <Paper
      component="section"
      aria-label="Champion"
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `6px solid ${team?.colors[0] ?? 'var(--mantine-color-yellow-filled)'}` }}
    >
      <Group gap="md" wrap="nowrap">
        {team ? (
          <TeamLogo
            baseUrl={teams.logoBaseUrl}
            abbreviation={team.abbreviation}
            colors={team.colors}
            size={48}
          />
        ) : (
          <ThemeIcon size={48} radius="xl" color="yellow" variant="light" aria-hidden>
            <IconTrophy size={28} />
          </ThemeIcon>
        )}
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Champions
          </Text>
          <Text fw={800} fz={{ base: 'lg', sm: 'xl' }}>
            {champion.name} win the Cup
          </Text>
        </div>
        <IconTrophy
          size={32}
          aria-hidden
          color="var(--mantine-color-yellow-filled)"
          style={{ marginLeft: 'auto', flexShrink: 0 }}
        />
      </Group>
    </Paper>
  );
}
