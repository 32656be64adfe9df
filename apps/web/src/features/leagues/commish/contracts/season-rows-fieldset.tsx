import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A table of the contract settings by season (cap limits, minimum salaries): a row of inputs for each,
 * each with its remove button, and one to add a season; the buttons only where the rows may change.
 */
export function SeasonRowsFieldset<Row>({
  legend,
  hint,
  rows,
  rowName,
  readOnly,
  renderRow,
  onRemove,
  onAdd,
}: {
  legend: string;
  hint: string;
  rows: readonly Row[];
  /** What one row is, in the buttons' names: 'cap season', 'minimum salary'. */
  rowName: string;
  readOnly: boolean;
  renderRow: (row: Row, i: number) => ReactNode;
  onRemove: (i: number) => void;
  onAdd: () => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {legend}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {hint}
      </Text>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap">
            {renderRow(row, i)}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                size="lg"
                aria-label={`Remove ${rowName} ${i + 1}`}
                disabled={rows.length === 1}
                onClick={() => onRemove(i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={onAdd}
          >
            Add {rowName}
          </Button>
        )}
      </Stack>
    </fieldset>
  );
}
