import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  opened: boolean;
  busy: boolean;
  confirmLabel: string;
  color?: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A step the room asks about first: a pick, an undo, the rest of the draft made automatically. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text size="sm" mb="md" component="div">
        {props.children}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button color={props.color} loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
