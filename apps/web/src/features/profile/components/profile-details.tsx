import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { findHockeyTeam, type Profile } from '@rinkside/domain';

function Detail({ label, value, swatch }: { label: string; value: string | null; swatch?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap">
        {value && swatch && (
          <ColorSwatch
            color={swatch}
            size={12}
            withShadow={false}
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
            aria-hidden
          />
        )}
        <Text fw={value ? 500 : 400} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {value ?? 'Not set'}
        </Text>
      </Group>
    </Stack>
  );
}

/** SPEC §2 Profile: GM Name, Favourite Team, Prefers To. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const team = profile.favouriteTeam ? findHockeyTeam(profile.favouriteTeam) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Detail label="GM Name" value={profile.gmName} />
      <Detail label="Favourite Team" value={profile.favouriteTeam} swatch={team?.colors[0]} />
      <Detail label="Prefers To" value={profile.prefersTo} />
    </SimpleGrid>
  );
}
