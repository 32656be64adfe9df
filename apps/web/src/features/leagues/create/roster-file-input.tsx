import { Alert, Code, FileInput, Stack, Table, Text } from '@mantine/core';
import { ROSTER_IMPORT_COLUMNS } from '@rinkside/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { parseRosterFile, type RosterRow } from './parse-roster-file';

export interface RosterFileState {
  file: File | null;
  rows: RosterRow[] | null;
  error: string | null;
  missingColumns: string[];
}

export const EMPTY_ROSTER: RosterFileState = { file: null, rows: null, error: null, missingColumns: [] };

// The documented columns of an imported roster (the server validates each row).
const COLUMN_NOTES: Record<string, string> = {
  team: 'Team name (required)',
  firstName: 'Required',
  lastName: 'Required',
  position: 'C, LW, RW, D or G (required)',
  jerseyNumber: '1-98',
  age: '16-50',
  overall: '30-99; attributes are generated around it',
  handedness: 'L or R',
};

interface RosterFileInputProps {
  value: RosterFileState;
  onChange: (next: RosterFileState) => void;
  disabled?: boolean;
}

/** 'Import custom roster': a CSV or JSON file parsed in the browser, with its documented columns. */
export function RosterFileInput({ value, onChange, disabled }: RosterFileInputProps) {
  const pick = async (file: File | null) => {
    if (!file) return onChange(EMPTY_ROSTER);
    onChange({ ...EMPTY_ROSTER, file });
    try {
      const { rows, missingColumns } = await parseRosterFile(file);
      onChange({ file, rows, error: null, missingColumns });
    } catch (cause) {
      onChange({
        file,
        rows: null,
        error: cause instanceof Error ? cause.message : String(cause),
        missingColumns: [],
      });
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="Roster file"
        description="CSV with a header row, or JSON (an array of players)"
        placeholder="Choose a .csv or .json file"
        accept=".csv,.json,text/csv,application/json"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        value={value.file}
        onChange={(file) => void pick(file)}
        error={value.error}
        clearable
        disabled={disabled}
        required
      />
      {value.rows && (
        <Text size="sm" c="dimmed" role="status">
          {value.rows.length} player {value.rows.length === 1 ? 'row' : 'rows'} read from {value.file?.name}.
          {value.missingColumns.length > 0 && ` Columns not in the file: ${value.missingColumns.join(', ')}.`}
        </Text>
      )}
      <Alert variant="light" color="gray" title="Columns" p="sm">
        <Table.ScrollContainer minWidth={320}>
          <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
            <Table.Tbody>
              {ROSTER_IMPORT_COLUMNS.map((column) => (
                <Table.Tr key={column}>
                  <Table.Td w={120}>
                    <Code>{column}</Code>
                  </Table.Td>
                  <Table.Td>{COLUMN_NOTES[column] ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Alert>
    </Stack>
  );
}
