import { Group, Text } from '@mantine/core';

/** The Rinkside mark: a rink seen from above (boards, centre line, blue lines, faceoff circle). */
export function RinkMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect x="1.5" y="6" width="29" height="20" rx="8" fill="#f4fbff" stroke="#0b2a5e" strokeWidth="2.5" />
      <rect x="10" y="7.5" width="2" height="17" fill="#1a7ede" />
      <rect x="20" y="7.5" width="2" height="17" fill="#1a7ede" />
      <rect x="15.25" y="7.5" width="1.5" height="17" fill="#d30a15" />
      <circle cx="16" cy="16" r="3.6" fill="none" stroke="#d30a15" strokeWidth="1.3" />
    </svg>
  );
}

export function Logo({ size = 32, withWordmark = true }: { size?: number; withWordmark?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <RinkMark size={size} />
      {withWordmark && (
        <Text component="span" fw={900} fz={size * 0.62} lts={-0.5} lh={1}>
          Rinkside
        </Text>
      )}
    </Group>
  );
}
