import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  PLAYER_ROLE_LABELS,
  draftedWords,
  formatGaa,
  formatSavePercentage,
  positionColor,
  ratingBand,
  type PlayerAvailability,
  type PlayerDetail,
  type PlayerStatsResponse,
  type RatingBand,
} from '@rinkside/domain';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PlayerStatusBadge } from '../../../components/player-status-badge';

// SPEC §9: the overall badge gradient follows the rating colour bands.
const GRADIENTS: Record<RatingBand, { from: string; to: string }> = {
  elite: { from: 'green.7', to: 'teal.5' },
  great: { from: 'blue.7', to: 'cyan.5' },
  good: { from: 'orange.7', to: 'yellow.5' },
  fair: { from: 'red.7', to: 'orange.5' },
  poor: { from: 'red.9', to: 'red.6' },
};

interface PlayerHeaderProps {
  player: PlayerDetail;
  stats: PlayerStatsResponse | undefined;
  leagueId: number;
  availability: PlayerAvailability;
}

export function PlayerHeader({ player, stats, leagueId, availability }: PlayerHeaderProps) {
  const band = ratingBand(player.overall);
  const line = statLine(player, stats);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fz={{ base: 22, sm: 28 }} fw={800} c="dimmed">
              #{player.jerseyNumber}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.15}>
              {player.firstName} {player.lastName}
            </Title>
          </Group>
          <Group gap="xs">
            <Badge color={positionColor(player.position)} variant="light">
              {player.position}
            </Badge>
            <PlayerStatusBadge availability={availability} size="md" />
            {player.role && (
              <Text size="sm" fw={600}>
                {PLAYER_ROLE_LABELS[player.role]}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Age {player.age} · Shoots {player.handedness === 'L' ? 'Left' : 'Right'}
            </Text>
          </Group>
          <Text size="sm">
            {player.team ? (
              <Anchor component={Link} to={`/league/${leagueId}/team/${player.team.id}`} inherit>
                {player.team.name}
              </Anchor>
            ) : (
              'Free agent'
            )}
          </Text>
          {player.draft && (
            <Text size="sm" c="dimmed" data-testid="player-draft">
              {player.draft.seasonId === null ? (
                draftedWords(player.draft)
              ) : (
                <Anchor
                  component={Link}
                  to={`/league/${leagueId}/draft?season=${String(player.draft.seasonId)}`}
                  inherit
                >
                  {draftedWords(player.draft)}
                </Anchor>
              )}
            </Text>
          )}
          <Anchor
            component={Link}
            to={`/league/${leagueId}/players/compare?ids=${player.id}`}
            size="sm"
            fw={600}
            w="fit-content"
          >
            <Group gap={4} wrap="nowrap">
              <IconArrowsLeftRight size={14} aria-hidden="true" />
              Compare
            </Group>
          </Anchor>
        </Stack>
        <ThemeIcon
          variant="gradient"
          gradient={GRADIENTS[band]}
          size={68}
          radius="md"
          style={{ flexShrink: 0 }}
          role="img"
          aria-label={`Overall ${player.overall}`}
        >
          <Stack gap={0} align="center">
            <Text fz={28} fw={800} lh={1} c="white">
              {player.overall}
            </Text>
            <Text fz={10} fw={700} c="white" opacity={0.85}>
              OVR
            </Text>
          </Stack>
        </ThemeIcon>
      </Group>
      <SimpleGrid cols={4} mt="md" spacing="xs">
        {line.map(([label, value]) => (
          <Stack key={label} gap={0} align="center">
            <Text fz={{ base: 18, sm: 22 }} fw={800}>
              {value}
            </Text>
            <Text size="xs" c="dimmed" fw={700}>
              {label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** SPEC §2: skater GP/G/A/P; goalie GP/W/SV%/GAA; dashes until the stats arrive or a game is played. */
function statLine(player: PlayerDetail, stats: PlayerStatsResponse | undefined): [string, string][] {
  if (player.position === 'G') {
    const g = stats?.goalie;
    return [
      ['GP', g ? String(g.gamesPlayed) : '–'],
      ['W', g ? String(g.wins) : '–'],
      ['SV%', g ? formatSavePercentage(g.savePercentage, g.shotsAgainst) : '–'],
      ['GAA', g ? formatGaa(g.gaa) : '–'],
    ];
  }
  const s = stats?.skater;
  return [
    ['GP', s ? String(s.gamesPlayed) : '–'],
    ['G', s ? String(s.goals) : '–'],
    ['A', s ? String(s.assists) : '–'],
    ['P', s ? String(s.points) : '–'],
  ];
}
