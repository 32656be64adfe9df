import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileImport } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { useImportLeagueFile, type UploadProgress } from '../api/import-league-file';
import { ImportedLeague } from './imported-league';
import { ImportProgress } from './import-progress';
import { LeagueFilePicker } from './league-file-picker';

/**
 * The server refused the file itself (400 bad file, 413 too large): it wrote nothing. After a failure of
 * another kind, or no answer at all, nothing can be said of what was written.
 */
const refusedFile = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 413);

/**
 * Import a league file (/create-league/import): a Rinkside league file, from this host or another, or a
 * ZenGM hockey export becomes a new league the importer runs (issue 32).
 */
export function ImportLeaguePage() {
  const importFile = useImportLeagueFile();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || importFile.isPending) return;
    setProgress({ loaded: 0, total: file.size });
    importFile.mutate({ file, onProgress: setProgress });
  };
  const startOver = () => {
    importFile.reset();
    setFile(null);
    setProgress(null);
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Import a league file
          </Title>
          <Text c="dimmed">
            Start a league from a file: you become its commissioner, and its GMs are invited again.
          </Text>
        </div>
        {importFile.isSuccess ? (
          <ImportedLeague result={importFile.data} onImportAnother={startOver} />
        ) : (
          <>
            {importFile.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} />}
                title="The file could not be imported"
                role="alert"
              >
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {errorMessage(importFile.error, 'Operation failed')}
                </Text>
                <Text size="sm" mt="xs">
                  {refusedFile(importFile.error) ? 'Nothing was written. ' : ''}Choose another file, or import
                  this one again.
                </Text>
              </Alert>
            )}
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              component="form"
              onSubmit={submit}
              aria-label="Import a league file"
              noValidate
            >
              <Stack gap="lg">
                <Text size="sm">
                  A <strong>Rinkside league file</strong> is what a commissioner downloads from Commissioner
                  Tools, here or on another Rinkside host: the whole league, its seasons, stats and history. A{' '}
                  <strong>ZenGM hockey league</strong> comes from ZenGM&apos;s Export League; what Rinkside
                  cannot carry from it is listed once the league is made.
                </Text>
                <LeagueFilePicker
                  file={file}
                  onChange={(next) => {
                    setFile(next);
                    if (importFile.isError) importFile.reset();
                  }}
                  disabled={importFile.isPending}
                />
                <ImportProgress file={file} progress={importFile.isPending ? progress : null} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" component={Link} to="/create-league">
                    Cancel
                  </Button>
                  <Button
                    type="submit"
                    disabled={!file}
                    loading={importFile.isPending}
                    leftSection={<IconFileImport size={18} aria-hidden />}
                  >
                    Import league
                  </Button>
                </Group>
              </Stack>
            </Paper>
            <Text size="sm" c="dimmed" ta="center">
              Or{' '}
              <Anchor component={Link} to="/create-league" underline="always">
                create a new league
              </Anchor>{' '}
              from the NHL&apos;s teams or your own.
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
