import { Button, Group, Textarea } from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@rinkside/domain';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

/** SPEC §2/§5: Enter sends the trimmed text, Shift+Enter adds a line; Send is disabled when blank. */
export function MessageComposer({ onSend }: { onSend: (content: string) => Promise<boolean> }) {
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const send = () => {
    const content = draft.trim();
    if (!content) return;
    setDraft('');
    // Keep what was written when sending fails (the failure itself is only logged, SPEC §8).
    void onSend(content).then((ok) => {
      if (!ok) setDraft((current) => current || content);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
      <Textarea
        aria-label="Message"
        placeholder="Type a message..."
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        autosize
        minRows={1}
        maxRows={5}
        radius="md"
        style={{ flex: 1 }}
      />
      <Button onClick={send} disabled={blank} leftSection={<IconSend size={16} aria-hidden />} radius="md">
        Send
      </Button>
    </Group>
  );
}
