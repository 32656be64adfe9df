import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type InactivitySettings, inactivitySettingsSchema } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { QueryBody, SectionCard } from '../../components/section-card';
import { useInactivitySettings, useSaveInactivitySettings } from './api/inactivity-settings';

type Field = keyof InactivitySettings;
const FIELDS: { field: Field; label: string; description: string }[] = [
  { field: 'nudgeDays', label: 'Nudge after', description: 'The GM is reminded once.' },
  {
    field: 'autopilotDays',
    label: 'Autopilot after',
    description: 'The server keeps the lineup legal; no trades.',
  },
  { field: 'vacateDays', label: 'Offer to vacate after', description: 'You may vacate the seat.' },
];

/** The league's inactivity thresholds in days, 0 for off (commissioner). */
export function InactivitySettingsForm({ leagueId }: { leagueId: number }) {
  const query = useInactivitySettings(leagueId);
  return (
    <SectionCard title="Inactive GMs">
      <QueryBody query={query} errorTitle="Failed to Load the Inactivity Settings" rows={2}>
        {() => query.data && <ThresholdsForm leagueId={leagueId} saved={query.data} />}
      </QueryBody>
    </SectionCard>
  );
}

function ThresholdsForm({ leagueId, saved }: { leagueId: number; saved: InactivitySettings }) {
  const [values, setValues] = useState<Record<Field, number | string>>(saved);
  const save = useSaveInactivitySettings(leagueId);
  // An emptied field is no number, not 0 (off).
  const days = (field: Field) => (values[field] === '' ? Number.NaN : Number(values[field]));
  const parsed = inactivitySettingsSchema.safeParse({
    nudgeDays: days('nudgeDays'),
    autopilotDays: days('autopilotDays'),
    vacateDays: days('vacateDays'),
  });
  const issueOf = (field: Field) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  const unchanged = parsed.success && FIELDS.every(({ field }) => parsed.data[field] === saved[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || unchanged) return;
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess('Inactivity settings saved.'),
      onError: (error) => notifyError(errorMessage(error, 'Failed to save the inactivity settings.')),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Inactivity settings" noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Days without a GM's visit to the league before each step; 0 turns a step off.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {FIELDS.map(({ field, label, description }) => (
            <NumberInput
              key={field}
              label={label}
              description={description}
              suffix=" days"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              value={values[field]}
              onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
              error={issueOf(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!parsed.success || unchanged} loading={save.isPending}>
            Save thresholds
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
