import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

interface NewApiTokenNoticeProps {
  name: string;
  secret: string;
  onDone: () => void;
}

/** The token just made, shown this once with a copy button: the server keeps only its hash. */
export function NewApiTokenNotice({ name, secret, onDone }: NewApiTokenNoticeProps) {
  return (
    <Alert color="green" icon={<IconKey size={18} />} title={`Your new token "${name}"`} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Copy it now and keep it somewhere safe: it is not shown again. Send it as{' '}
          <Code>Authorization: Bearer …</Code>.
        </Text>
        <Code
          block
          data-testid="new-api-token"
          aria-label="New API token"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {secret}
        </Code>
        <Group gap="xs" justify="flex-end">
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'green'}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy token'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" color="gray" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
