import { Group, Text } from '@mantine/core';
import rinkClasses from '../../../components/rink/rink.module.css';

/** Which colour is which team, and which net each attacks. */
export function TeamKey({ home, away }: { home: string; away: string }) {
  const swatch = (team: 'home' | 'away') => (
    <svg viewBox="-4 -4 8 8" width={14} height={14} aria-hidden className={rinkClasses[team]}>
      <circle cx={0} cy={0} r={3.5} style={{ fill: 'var(--team)' }} />
    </svg>
  );
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        {swatch('away')}
        <Text size="xs" fw={600}>
          ← {away} attack
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" fw={600}>
          {home} attack →
        </Text>
        {swatch('home')}
      </Group>
    </Group>
  );
}
