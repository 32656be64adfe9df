import { Box, Stack, Text, useMantineTheme } from '@mantine/core';
import { RinkMark } from '../../../components/logo';

/** The right half of the sign-in screen: logo and tagline (SPEC §1), hidden on narrow screens. */
export function AuthBrandPanel() {
  const theme = useMantineTheme();
  return (
    <Box
      visibleFrom="md"
      style={{
        flex: 1,
        background: theme.other.brandGradient as string,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
      p="xl"
    >
      <Stack align="center" gap="md" c="white" ta="center">
        <RinkMark size={120} />
        <Text component="p" fw={900} fz={44} lh={1} m={0}>
          Rinkside
        </Text>
        <Text fz="xl" fw={500} opacity={0.9}>
          The home of simulation hockey
        </Text>
      </Stack>
    </Box>
  );
}
