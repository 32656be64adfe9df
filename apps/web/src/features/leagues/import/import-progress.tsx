import { Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UploadProgress } from '../api/import-league-file';
import { fileSize } from './league-file-picker';

interface ImportProgressProps {
  file: File | null;
  /** Null while nothing is being sent. */
  progress: UploadProgress | null;
}

/**
 * How far the import has come: the share of the file sent, then the server's reading of it (no measure of
 * that reaches the browser). Screen readers hear each phase once.
 */
export function ImportProgress({ file, progress }: ImportProgressProps) {
  const total = progress?.total ?? file?.size ?? 0;
  const sent = progress && total > 0 ? Math.min(100, Math.round((progress.loaded / total) * 100)) : 0;
  const uploaded = progress !== null && sent >= 100;
  const phase =
    progress &&
    (uploaded
      ? 'File sent. Building the league from it: a long league can take a minute.'
      : `Uploading ${file?.name ?? 'the file'} (${fileSize(total)}).`);
  return (
    <>
      {/* Always in the page, out of the layout (no gap while idle): only the phases are spoken, not every
          step of the share sent, which the bar carries. */}
      <VisuallyHidden role="status" aria-live="polite" aria-label="Import progress">
        {phase}
      </VisuallyHidden>
      {progress && (
        <Stack gap={6}>
          <Text size="sm" aria-hidden>
            {phase}
          </Text>
          <Progress
            value={uploaded ? 100 : sent}
            animated={uploaded}
            striped={uploaded}
            aria-label="Upload progress"
            size="md"
            radius="xl"
          />
          {!uploaded && (
            <Text size="xs" c="dimmed" aria-hidden>
              {sent}% sent
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}
