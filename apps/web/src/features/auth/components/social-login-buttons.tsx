import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import { IconBrandDiscord, IconBrandGoogle } from '@tabler/icons-react';

const providers = [
  { name: 'Google', icon: IconBrandGoogle },
  { name: 'Discord', icon: IconBrandDiscord },
] as const;

/**
 * SPEC §2 shows two social-login buttons but no sign-in behind them; Rinkside has none yet, so they are
 * visibly disabled. They stay focusable (aria-disabled) so the 'Coming soon' tooltip reaches keyboard users.
 */
export function SocialLoginButtons() {
  return (
    <SimpleGrid cols={2} spacing="sm">
      {providers.map(({ name, icon: Icon }) => (
        <Tooltip key={name} label="Coming soon" withArrow events={{ hover: true, focus: true, touch: true }}>
          <Button
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            data-disabled
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
          >
            {name}
          </Button>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
