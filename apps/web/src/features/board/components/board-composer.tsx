import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { BOARD_BODY_MAX } from '@rinkside/domain';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';

/** Ctrl+Enter (Cmd+Enter on a Mac) sends: Enter alone starts a new line, as a post has paragraphs. */
export const isSendKey = (event: KeyboardEvent): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing;

export const MARKDOWN_HINT = '**bold**, *italic*, `code`, > quote, - list, @name, #trade-12';

interface BoardComposerProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Resolves true when the post went: the text is cleared; false keeps it to try again. */
  onSubmit: (body: string) => Promise<boolean>;
  pending: boolean;
  /** The server's refusal or failure, shown until the next try. */
  error?: string | null;
  /** Why this user cannot post here: the box is disabled and says so. */
  disabledReason?: string | null;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A post's text box: Markdown subset, Ctrl/Cmd+Enter sends, the refusal (403, 429) shown beside it. */
export function BoardComposer({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  pending,
  error,
  disabledReason,
  onCancel,
  autoFocus,
}: BoardComposerProps) {
  const [body, setBody] = useState(initial);
  const hintId = useId();
  const disabled = Boolean(disabledReason);
  const blank = body.trim() === '';

  const send = () => {
    if (blank || pending || disabled) return;
    void onSubmit(body.trim()).then((sent) => {
      if (sent) setBody('');
    });
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        placeholder={disabled ? undefined : 'Write a post…'}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (!isSendKey(event)) return;
          event.preventDefault();
          send();
        }}
        maxLength={BOARD_BODY_MAX}
        autosize
        minRows={3}
        maxRows={12}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-describedby={hintId}
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert" p="xs">
          <Text size="sm">{error}</Text>
        </Alert>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={hintId} size="xs" c="dimmed">
          {disabledReason ?? `Ctrl+Enter sends · ${MARKDOWN_HINT}`}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            size="xs"
            onClick={send}
            loading={pending}
            disabled={blank || disabled}
            leftSection={<IconSend size={14} aria-hidden />}
          >
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
