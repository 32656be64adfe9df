import { FileInput, Group, Text } from '@mantine/core';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import classes from './league-file-drop.module.css';

// The server tells the formats apart by their content; these are the names they come under.
export const LEAGUE_FILE_ACCEPT = '.json,.gz';

/** A size as a person reads it: 840 KB, 12.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface LeagueFilePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The league file: chosen with the labelled file button (keyboard and phone), or dropped anywhere on the
 * zone around it.
 */
export function LeagueFilePicker({ file, onChange, disabled }: LeagueFilePickerProps) {
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    if (disabled) return;
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };

  return (
    <div
      className={classes.zone}
      data-dragging={dragging || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileInput
        label="League file"
        description="A Rinkside league file (.json.gz) or a ZenGM hockey export (.json or .json.gz)"
        placeholder="Choose a file"
        accept={LEAGUE_FILE_ACCEPT}
        leftSection={<IconFileZip size={16} aria-hidden />}
        value={file}
        onChange={onChange}
        clearable
        disabled={disabled}
        required
      />
      <Group gap={6} mt="xs" c="dimmed" wrap="nowrap">
        <IconUpload size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {file ? `${fileSize(file.size)}. ` : ''}Or drop the file here.
        </Text>
      </Group>
    </div>
  );
}
