import { Alert, Button, Container, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * A page's code failed to arrive: most often Rinkside was updated since this tab opened and the old
 * file is gone, or the network dropped. Reloading fetches the current version.
 */
export function ChunkLoadError({ onReload }: { onReload: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title="This page could not be loaded" role="alert">
        <Text size="sm" mb="sm">
          Rinkside may have been updated since you opened it, or the connection dropped. Reload to get the
          latest version.
        </Text>
        <Button size="sm" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReload}>
          Reload
        </Button>
      </Alert>
    </Container>
  );
}
