import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteWebhookConfirmProps {
  url: string;
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting stops the league's events from reaching the address and drops its delivery history. */
export function DeleteWebhookConfirm({
  url,
  opened,
  deleting,
  onCancel,
  onConfirm,
}: DeleteWebhookConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete this webhook?" centered>
      <Text size="sm" mb="xs">
        The league's events stop going to:
      </Text>
      <Text size="sm" fw={600} mb="md" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        Its deliveries not yet sent are dropped with its history.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          Delete webhook
        </Button>
      </Group>
    </Modal>
  );
}
