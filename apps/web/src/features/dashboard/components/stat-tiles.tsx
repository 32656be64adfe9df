import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowsExchange,
  IconPercentage,
  IconShirtSport,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';

export interface DashboardStats {
  cups: number;
  teamsManaged: number;
  /** 0 to 1. */
  winRate: number;
  tradeRequests: number;
}

/** Until seasons, teams and trades exist every count is a real zero, never a made-up number. */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  cups: 0,
  teamsManaged: 0,
  winRate: 0,
  tradeRequests: 0,
};

export function StatTiles({ stats }: { stats: DashboardStats }) {
  const tiles: { label: string; value: string; icon: Icon; color: string }[] = [
    { label: 'Cups', value: String(stats.cups), icon: IconTrophy, color: 'yellow' },
    { label: 'Teams Managed', value: String(stats.teamsManaged), icon: IconShirtSport, color: 'ice' },
    { label: 'Win Rate', value: `${Math.round(stats.winRate * 100)}%`, icon: IconPercentage, color: 'green' },
    { label: 'Trade Requests', value: String(stats.tradeRequests), icon: IconArrowsExchange, color: 'goal' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {tiles.map(({ label, value, icon: Icon, color }) => (
        <Paper key={label} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
                {label}
              </Text>
              <Text fz={{ base: 24, sm: 30 }} fw={800} lh={1.2} mt={4}>
                {value}
              </Text>
            </div>
            <ThemeIcon size={36} radius="md" variant="light" color={color}>
              <Icon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
