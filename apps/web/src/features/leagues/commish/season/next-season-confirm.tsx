import { Button, Group, Modal, Text } from '@mantine/core';

interface NextSeasonConfirmProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Starting the next season can't be undone: players age, some retire, and the old season is history. */
export function NextSeasonConfirm({ opened, onCancel, onConfirm }: NextSeasonConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Start the next season?" centered>
      <Text size="sm" mb="md">
        Players age a year and some retire, rosters are filled, and a new schedule is made. This season moves
        to the league's history. This can't be undone.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Start the next season</Button>
      </Group>
    </Modal>
  );
}
