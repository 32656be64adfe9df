import { Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { ProviderIcon } from '../../../components/provider-icon';
import { socialStartUrl, useSocialProviders } from '../../../lib/queries/get-social-providers';

/**
 * SPEC §2's social-login buttons, one per provider the server has set up (docs/decisions/042), and the
 * divider before the form. With none set up (or while the list loads) neither shows.
 */
export function SocialLoginButtons({ divider }: { divider: string }) {
  const { data: providers = [] } = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={providers.length === 1 ? 1 : 2} spacing="sm">
        {providers.map(({ name, label }) => (
          <Button
            key={name}
            component="a"
            href={socialStartUrl(name)}
            variant="default"
            leftSection={<ProviderIcon provider={name} />}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
      <Divider label={divider} labelPosition="center" />
    </Stack>
  );
}
