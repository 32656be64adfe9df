import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { HOCKEY_TEAM_NAMES, updateProfileRequestSchema, type Profile } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

// SPEC §8
export const PROFILE_UPDATED = 'Profile updated!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';

const teamOptions = [...HOCKEY_TEAM_NAMES];

type Field = 'gmName' | 'favouriteTeam' | 'prefersTo';

/** The owner's edit form; Save stores it and leaves edit mode, Cancel leaves it unchanged. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const update = useUpdateProfile();
  const [form, setForm] = useState({
    gmName: profile.gmName ?? '',
    favouriteTeam: profile.favouriteTeam ?? '',
    prefersTo: profile.prefersTo ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(PROFILE_UPDATED);
        onDone();
      },
      onError: () => notifyError(PROFILE_UPDATE_FAILED),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="GM Name"
            value={form.gmName}
            onChange={(e) => set('gmName')(e.currentTarget.value)}
            error={errors.gmName}
            maxLength={40}
            autoComplete="nickname"
            data-autofocus
          />
          <Select
            label="Favourite Team"
            placeholder="Search the 32 teams"
            data={teamOptions}
            value={form.favouriteTeam || null}
            onChange={(value) => set('favouriteTeam')(value ?? '')}
            error={errors.favouriteTeam}
            nothingFoundMessage="No team matches"
            searchable
            clearable
            maxDropdownHeight={260}
          />
        </SimpleGrid>
        <TextInput
          label="Prefers To"
          placeholder="e.g. Build through the draft"
          value={form.prefersTo}
          onChange={(e) => set('prefersTo')(e.currentTarget.value)}
          error={errors.prefersTo}
          maxLength={200}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
