import { Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The head of a page that reports what a mailed link did (verify, confirm an e-mail, reset a password): a
 * large icon, green when it worked and orange when it did not, over the page's title; what follows is
 * the caller's.
 */
export function OutcomeHeading({
  ok,
  icon: IconOf = IconCircleCheck,
  children,
}: {
  ok: boolean;
  icon?: Icon;
  children: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={64} radius="xl" color={ok ? 'green' : 'orange'} variant="light">
        <IconOf size={ok ? 40 : 36} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={{ base: 26, sm: 28 }}>
        {children}
      </Title>
    </Stack>
  );
}
