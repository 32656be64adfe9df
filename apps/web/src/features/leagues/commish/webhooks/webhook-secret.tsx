import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

/** The signing secret, hidden until asked for, with a copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Signing secret
      </Text>
      <Code
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        aria-label={shown ? 'Signing secret' : 'Signing secret, hidden'}
      >
        {shown ? secret : '•'.repeat(16)}
      </Code>
      <Tooltip label={shown ? 'Hide secret' : 'Show secret'} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={shown ? 'Hide secret' : 'Show secret'}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        </ActionIcon>
      </Tooltip>
      <CopyButton value={secret} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy secret'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              aria-label={copied ? 'Secret copied' : 'Copy secret'}
              onClick={copy}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
