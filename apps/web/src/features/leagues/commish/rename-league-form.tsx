import { Button, Group, TextInput } from '@mantine/core';
import { LEAGUE_NAME_MAX, renameLeagueRequestSchema } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRenameLeague } from '../api/rename-league';
import { SectionCard } from '../components/section-card';

export function RenameLeagueForm({ leagueId, currentName }: { leagueId: number; currentName: string }) {
  const [name, setName] = useState(currentName);
  const rename = useRenameLeague(leagueId);
  const parsed = renameLeagueRequestSchema.safeParse({ name });
  const unchanged = name.trim() === currentName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || unchanged) return;
    rename.mutate(parsed.data.name, {
      onSuccess: () => notifySuccess('League renamed.'),
      onError: (error) => notifyError(errorMessage(error, 'Failed to rename the league.')),
    });
  };

  return (
    <SectionCard title="League name">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name"
            value={name}
            maxLength={LEAGUE_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={parsed.success ? undefined : parsed.error.issues[0]?.message}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" disabled={!parsed.success || unchanged} loading={rename.isPending}>
            Rename league
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
