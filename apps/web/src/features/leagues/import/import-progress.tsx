import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../api/import-league-file';
import { fileSize } from './league-file-picker';

interface ImportProgressProps {
  file: File | null;
  /** Null while nothing is being sent. */
  progress: UploadProgress | null;
}

/**
 * How far the import has come, said to screen readers as it changes: the upload's share, then the server's
 * reading of the file (no measure of it reaches the browser). The live region stays in the page so that
 * what appears in it is announced.
 */
export function ImportProgress({ file, progress }: ImportProgressProps) {
  const total = progress?.total ?? file?.size ?? 0;
  const sent = progress && total > 0 ? Math.min(100, Math.round((progress.loaded / total) * 100)) : 0;
  const uploaded = progress !== null && sent >= 100;
  return (
    <div role="status" aria-live="polite" aria-label="Import progress">
      {progress && (
        <Stack gap={6}>
          <Text size="sm">
            {uploaded
              ? 'File sent. Building the league from it: a long league can take a minute.'
              : `Uploading ${file?.name ?? 'the file'}: ${sent}% of ${fileSize(total)}`}
          </Text>
          <Progress
            value={uploaded ? 100 : sent}
            animated={uploaded}
            striped={uploaded}
            aria-label="Upload progress"
            size="md"
            radius="xl"
          />
        </Stack>
      )}
    </div>
  );
}
